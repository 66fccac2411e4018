/// <reference types="node" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { WORKSPACE_CODE_META } from './src/lib/early-calls';

const release = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

const EARLY_CALLS_ENTRY = 'src/app/early-calls.entry.ts';
/** The early script and what it imports (lib/early-calls.ts): nothing of the app's libraries. */
const EARLY_CALLS_MODULES = /[\\/]src[\\/](app[\\/]early-calls\.entry|lib[\\/](early-calls|cookies|stored-user|workspace-url))\.ts$/;
/** The app's own code: the web app's and the workspace packages' (core, contracts). */
const APP_CODE = /[\\/](apps[\\/]web|packages[\\/]core|packages[\\/]contracts)[\\/]src[\\/].*\.tsx?$/;
/** The modules the workspace route loads on demand (app/router.tsx). */
const WORKSPACE_ROUTE_MODULES = /[\\/](WorkspacePage|ProjectSettingsModal)\.tsx$/;

/**
 * The workspace's early calls (lib/early-calls.ts) in a page script of their own, loaded first: Vite makes the
 * module scripts of index.html one entry, which would start them only once the libraries have loaded and run.
 */
function earlyCallsScript(): Plugin {
  return {
    name: 'mudstack-early-calls',
    config: () => ({
      build: {
        rollupOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            'early-calls': fileURLToPath(new URL(`./${EARLY_CALLS_ENTRY}`, import.meta.url)),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const built = chunks.find((c) => c.isEntry && c.name === 'early-calls');
        const src = built ? `/${built.fileName}` : `/${EARLY_CALLS_ENTRY}`;
        // It holds its own modules and imports nothing: a module of the app's it imported would make it wait for the
        // app's files, or be taken into it with everything that module imports.
        const foreign = built ? [...built.imports, ...built.moduleIds.filter((id) => !EARLY_CALLS_MODULES.test(id))] : [];
        if (foreign.length > 0) {
          throw new Error(`The early script takes in ${foreign.join(', ')}: it may import only EARLY_CALLS_MODULES (vite.config.ts).`);
        }
        // The workspace route's own code, which the app would ask for only once it runs: on a workspace page the
        // early script asks for it at once (lib/early-calls.ts, preloadWorkspaceCode).
        const staticClosure = (roots: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            chunks.find((c) => c.fileName === file)?.imports.forEach(visit);
          };
          roots.forEach(visit);
          return seen;
        };
        const app = staticClosure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const route = chunks.filter((c) => c.moduleIds.some((id) => WORKSPACE_ROUTE_MODULES.test(id))).map((c) => c.fileName);
        const routeFiles = [...staticClosure(route)].filter((file) => !app.has(file));
        // with their stylesheets, which the route's import waits for too
        const routeCss = routeFiles.flatMap((file) => [...(chunks.find((c) => c.fileName === file)?.viteMetadata?.importedCss ?? [])]);
        const workspaceCode = [...routeFiles, ...routeCss].map((file) => `/${file}`);
        return [
          ...(workspaceCode.length
            ? [{ tag: 'meta', attrs: { name: WORKSPACE_CODE_META, content: workspaceCode.join(' ') }, injectTo: 'head' as const }]
            : []),
          // async: it runs as soon as it has loaded, not after the page's stylesheets (250 KB of CSS to read first).
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

/**
 * Files the server may send compressed: the build's text, every one (a file without its compressed forms costs the
 * server a failed look for each before it sends the file itself).
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Beside every text file of the build (its own and the public folder's), its Brotli (.br) and gzip (.gz) forms: the
 * server sends the one the browser takes (@fastify/static's `preCompressed`), at no cost per request. The
 * libraries' 804 KB go as some 200.
 */
function precompressed(): Plugin {
  return {
    name: 'mudstack-precompressed',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => COMPRESSIBLE.test(file));
      for (const file of files) {
        const body = readFileSync(path.join(outDir, file));
        writeFileSync(path.join(outDir, `${file}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(path.join(outDir, `${file}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

// Dev: `vite` on 5173 proxies the API to the server on PORT (default 3000). Build: apps/web/dist, served by the server.
export default defineConfig({
  plugins: [react(), earlyCallsScript(), precompressed()],
  // The release shown on My account (lib/release.ts).
  define: { __MUDSTACK_RELEASE__: JSON.stringify(release) },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // MUDSTACK_WEB_MINIFY=0: readable names in CPU profiles (bench/cpu-profile.ts).
    minify: process.env.MUDSTACK_WEB_MINIFY !== '0',
    rollupOptions: {
      output: {
        // zod and lib/zod-config.ts (which turns its eval-compiled parsers off: the Content-Security-Policy refuses
        // eval) in one file, so no module can parse with zod before the setting is made, whichever file loads first.
        // The other libraries in one file loaded with the app (uPlot in its own, where graphs are drawn): otherwise
        // the workspace route waits for some thirty small shared pieces, six at a time over HTTP/1.1, with its API
        // calls queued behind them (BENCH_TIMELINE=1 npm run bench -- workspace prints them).
        codeSplitting: {
          // Each group takes its modules before the next (priority): what an earlier group took, a later one leaves.
          groups: [
            // A file of its own, so that its mark is made before the libraries run, not after (app/app-start.ts).
            { name: 'app-start', test: /[\\/]src[\\/]app[\\/]app-start\.ts$/, priority: 60 },
            // The page's early script's own modules (lib/early-calls.ts), which must not wait for the app's.
            { name: 'early-calls', test: EARLY_CALLS_MODULES, priority: 50 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/, priority: 40 },
            { name: 'charts', test: /[\\/]node_modules[\\/]uplot[\\/]/, priority: 30 },
            // The libraries the app's entry runs (React, the router, Mantine's provider and layout...), apart from those
            // only routes use (forms, dropzones, the inputs and tables of other pages: 184 KB of 804): the app starts
            // once its files are parsed, and the workspace's early script asks for the routes' share at once, parsed
            // on another thread meanwhile. First visits 313 against 339 ms, median of nine pairs (docs/decisions.md).
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 20 },
            { name: 'vendor-routes', test: /[\\/]node_modules[\\/]/, priority: 15 },
            // The app's code every page runs, in one file.
            { name: 'app', test: APP_CODE, tags: ['$initial'], priority: 10 },
            // The code only routes load (the workspace's, the other pages'), in one file, not the thirty pieces the
            // routes share: over HTTP/1.1, six at a time, the workspace's calls queued behind them.
            { name: 'routes', test: APP_CODE, priority: 0 },
          ],
        },
      },
    },
  },
});
