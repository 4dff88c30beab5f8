import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist/web', sourcemap: true, assetsDir: 'assets' },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
