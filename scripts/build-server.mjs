// Bundles the server's own code with Vite, the bundler that builds the web app (packages stay
// external: the SSR build's default), so production runs plain node; then puts the SQL migrations and
// the quotation PDF's fonts beside the bundle, where the server looks for them.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

await build({
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  build: {
    ssr: true,
    outDir: 'dist/server',
    sourcemap: true,
    target: 'node22',
    rolldownOptions: {
      // The embedded database's worker thread is its own file beside main.js (src/server/db/client.ts).
      input: { main: 'src/server/main.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' },
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
});
fs.rmSync('dist/server/migrations', { recursive: true, force: true });
fs.cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
fs.rmSync('dist/server/fonts', { recursive: true, force: true });
fs.cpSync('assets/fonts', 'dist/server/fonts', { recursive: true });
