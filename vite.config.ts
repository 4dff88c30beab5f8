import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // lingui(): translation catalogs imported with "?lingui" arrive compiled (lingui.config.ts).
  plugins: [react(), lingui(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // `vite build` makes the browser's app (with a manifest the server preloads each page's code from);
  // `vite build --ssr` the server's renderer of the same pages, with every package bundled in.
  build: {
    outDir: 'dist/web',
    sourcemap: true,
    assetsDir: 'assets',
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger requests on a slow phone network: the framework every page needs in one chunk,
        // and the icons in another, instead of a file per icon and per small shared module.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack|@lingui|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
