// Brotli and gzip copies of the built web app's text files, made once at build time at the highest
// levels, so the server sends them as they are (@fastify/static's preCompressed) instead of
// compressing each answer.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = 'dist/web';
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest|ico)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count++;
}
console.log(`Precompressed ${count} files in ${root} (Brotli and gzip).`);
