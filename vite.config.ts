import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // `vite build` makes the browser's app (with a manifest the server preloads each page's code from);
  // `vite build --ssr` the server's renderer of the same pages, with every package bundled in.
  build: { outDir: 'dist/web', sourcemap: true, assetsDir: 'assets', manifest: true },
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
