// Bundles the server's own code (packages stay external) so production runs plain node, and puts
// the SQL migrations and the quotation PDF's fonts beside the bundle, where the server looks for them.
import fs from 'node:fs';
import { build } from 'esbuild';

// The embedded database's worker thread is its own file beside main.js (src/server/db/client.ts).
await build({
  entryPoints: { main: 'src/server/main.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
fs.rmSync('dist/server/migrations', { recursive: true, force: true });
fs.cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
fs.rmSync('dist/server/fonts', { recursive: true, force: true });
fs.cpSync('assets/fonts', 'dist/server/fonts', { recursive: true });
