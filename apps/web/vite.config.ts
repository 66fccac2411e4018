/// <reference types="node" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WORKSPACE_CODE_META } from './src/lib/early-calls';

const release = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

const EARLY_CALLS_ENTRY = 'src/app/early-calls.entry.ts';
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
        // Its pieces are asked for first too, before the libraries' (six at a time over HTTP/1.1).
        const pieces = built ? built.imports : [];
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
        const route = chunks.filter((c) => c.facadeModuleId && WORKSPACE_ROUTE_MODULES.test(c.facadeModuleId)).map((c) => c.fileName);
        const workspaceCode = [...staticClosure(route)].filter((file) => !app.has(file)).map((file) => `/${file}`);
        return [
          ...(workspaceCode.length
            ? [{ tag: 'meta', attrs: { name: WORKSPACE_CODE_META, content: workspaceCode.join(' ') }, injectTo: 'head' as const }]
            : []),
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' },
          ...pieces.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head-prepend' as const,
          })),
        ];
      },
    },
  };
}

// Dev: `vite` on 5173 proxies the API to the server on PORT (default 3000). Build: apps/web/dist, served by the server.
export default defineConfig({
  plugins: [react(), earlyCallsScript()],
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
        manualChunks(id) {
          // A file of its own, so that its mark is made before the libraries run, not after (app/app-start.ts).
          if (/[\\/]src[\\/]app[\\/]app-start\.ts$/.test(id)) return 'app-start';
          if (/[\\/]node_modules[\\/]zod[\\/]/.test(id) || /[\\/]src[\\/]lib[\\/]zod-config\.ts$/.test(id)) return 'zod';
          if (/[\\/]node_modules[\\/]uplot[\\/]/.test(id)) return 'charts';
          if (id.includes('node_modules')) return 'vendor';
          return undefined;
        },
      },
    },
  },
});
