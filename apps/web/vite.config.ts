/// <reference types="node" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';

const release = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

// Dev: `vite` on 5173 proxies the API to the server on PORT (default 3000). Build: apps/web/dist, served by the server.
export default defineConfig({
  plugins: [react()],
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
          if (/[\\/]node_modules[\\/]zod[\\/]/.test(id) || /[\\/]src[\\/]lib[\\/]zod-config\.ts$/.test(id)) return 'zod';
          if (/[\\/]node_modules[\\/]uplot[\\/]/.test(id)) return 'charts';
          if (id.includes('node_modules')) return 'vendor';
          return undefined;
        },
      },
    },
  },
});
