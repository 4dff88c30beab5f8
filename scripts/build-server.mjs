// Bundles the server's own code (packages stay external) so production runs plain node.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/seed/run.ts'],
  outdir: 'dist/server',
  outbase: 'src/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
