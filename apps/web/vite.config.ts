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
        // Few files, not dozens: a page's lazy route otherwise waits for some thirty small shared pieces, six at a
        // time over HTTP/1.1 (the workspace's took 200 ms to arrive, measured with BENCH_TIMELINE=1 npm run bench
        // -- workspace). Libraries go in one file loaded with the app (the charts' own, uPlot, only where drawn):
        // the app's own code is split by route as Vite does.
        manualChunks(id) {
          if (/[\\/]node_modules[\\/]uplot[\\/]/.test(id)) return 'charts';
          if (id.includes('node_modules')) return 'vendor';
          return undefined;
        },
      },
    },
  },
});
