import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // lingui(): translation catalogs imported with "?lingui" arrive compiled (lingui.config.ts).
  plugins: [react(), lingui(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // wouter asks for the React 17 shim of useSyncExternalStore; React 19 has the hook itself.
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/web/lib/sync-external-store.ts', import.meta.url),
      ),
    },
  },
  // `vite build` makes the browser's app (with a manifest the server preloads each page's code from);
  // `vite build --ssr` the server's renderer of the same pages, with every package bundled in.
  build: {
    outDir: 'dist/web',
    sourcemap: true,
    assetsDir: 'assets',
    manifest: true,
    rolldownOptions: {
      // A feature's public entry (src/web/features/<name>/index.ts) only re-exports: a page that uses
      // one export of it does not load the modules behind the others (the inquiries' submission with
      // the product page's Request Quote button, the admin's hooks with the dashboard's stats key).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
      output: {
        // Fewer, larger requests on a slow phone network: the framework every page needs in one chunk.
        // Icons are not grouped: each chunk carries the few it draws (a chunk of every icon of the app,
        // admin's included, weighed 7 KB compressed on every page).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack|@lingui|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            // The app's code every page runs (what the entry imports statically) in one chunk with the
            // entry, not in a dozen small ones: the pages' chunks share parts of it with the entry.
            {
              name: 'index',
              tags: ['$initial'],
              test: /[\\/]src[\\/]|node_modules[\\/]lucide-react[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
