// ESLint (flat config): typescript-eslint with type information, React hooks, and the import
// boundaries of docs/architecture.md (kept true here so CI keeps them).
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverFeatures = [
  'auth',
  'companies',
  'correlation',
  'demo',
  'exports',
  'graph-configs',
  'imports',
  'invitations',
  'project-data',
  'projects',
  'revisions',
  'snippets',
  'system',
  'users',
];
const webFeatures = ['account', 'auth', 'companies', 'correlation', 'exports', 'graph-configs', 'invitations', 'projects', 'users', 'workspace'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'bench/.out/**', 'data/**', '**/*.d.ts', '**/*.d.mts'] },
  js.configs.recommended,
  comments.recommended,
  // Every `eslint-disable` says why, on the same line after `--`.
  { rules: { '@eslint-community/eslint-comments/require-description': 'error' } },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Cell and header values are `unknown` by nature; objects are JSON-encoded before String() is reached.
      '@typescript-eslint/no-base-to-string': 'off',
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // Scripts and root configs: linted without type information (they sit in no tsconfig).
  {
    files: ['**/*.mjs', '**/*.js', '*.config.ts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false, project: null },
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
        FormData: 'readonly',
        Blob: 'readonly',
        SharedArrayBuffer: 'readonly',
        Int32Array: 'readonly',
        Atomics: 'readonly',
      },
    },
  },
  // Frozen migrations are typed Kysely<any> on purpose: they never import the app's types (STYLE.md).
  { files: ['apps/server/src/db/migrations/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Tests read JSON answers as `any` on purpose: the assertions are the type check there.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Playwright's evaluate() types its result from the callback; the assertions name what the page returns.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Small functions, one job each: none in packages over 80 lines, none in the server or the web app over 100
  // (blank lines and comments not counted; tests, frozen migrations and the command line aside).
  {
    files: ['packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/core/src/cli/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/db/migrations/**'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  // packages/core is pure: no I/O (its command line, cli/, is the one exception).
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/cli/**', 'packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'child_process', 'net', 'http', 'https', 'zlib'],
              message: 'packages/core is pure domain code: no I/O.',
            },
          ],
        },
      ],
    },
  },
  // A server feature uses another feature only through its index.ts.
  ...serverFeatures.map((feature) => ({
    files: [`apps/server/src/features/${feature}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: serverFeatures
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [
                `../${other}/*`,
                `../../${other}/*`,
                `**/features/${other}/*`,
                `!../${other}/index`,
                `!../../${other}/index`,
                `!**/features/${other}/index`,
              ],
              message: `Use the ${other} feature only through its index.ts (its public face).`,
            })),
        },
      ],
    },
  })),
  // A web feature never imports another: shared pieces live in components/ or lib/, pages are composed in app/.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: webFeatures
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`../${other}/*`, `../../${other}/*`, `../../../${other}/*`, `**/features/${other}/*`, `**/features/${other}`],
              message: `Features never import each other (${other}): move what both need to components/ or lib/, or compose them in app/.`,
            })),
        },
      ],
    },
  })),
);
