// ESLint (flat config): typescript-eslint with type information, React hooks, and the import
// boundaries of docs/architecture.md (kept true here so CI keeps them).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverFeatures = ['auth', 'companies', 'demo', 'exports', 'graph-configs', 'imports', 'invitations', 'project-data', 'projects', 'revisions', 'snippets', 'system', 'users'];
const webFeatures = ['account', 'admin', 'auth', 'companies', 'exports', 'graph-configs', 'invitations', 'projects', 'users', 'workspace'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'bench/.out/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Every `eslint-disable` must say why on the same line.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', fetch: 'readonly', FormData: 'readonly', Blob: 'readonly', SharedArrayBuffer: 'readonly', Int32Array: 'readonly', Atomics: 'readonly' } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // packages/core is pure: no I/O (its command line, cli/, is the one exception).
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/cli/**', 'packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', 'os', 'child_process', 'net', 'http', 'https', 'zlib'], message: 'packages/core is pure domain code: no I/O.' }] }],
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
              group: [`../${other}/*`, `../../${other}/*`, `**/features/${other}/*`, `!../${other}/index`, `!../../${other}/index`, `!**/features/${other}/index`],
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
            .map((other) => ({ group: [`../${other}/*`, `../../${other}/*`, `../../../${other}/*`, `**/features/${other}/*`, `**/features/${other}`], message: `Features never import each other (${other}): move what both need to components/ or lib/, or compose them in app/.` })),
        },
      ],
    },
  })),
);
