// The built server renderer (dist/ssr, `vite build --ssr`) carries the libraries' production code
// whatever NODE_ENV the server starts with: `npm start` sets none, and the libraries it bundles
// (TanStack Query, Lingui) run their development checks at run time unless the choice was fixed
// when the renderer was built (vite.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SSR_DIR = path.resolve(import.meta.dirname, '../../dist/ssr');

/** Every script of the built renderer, its entry and its chunks. */
function rendererScripts(): { file: string; code: string }[] {
  return fs
    .readdirSync(SSR_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: fs.readFileSync(path.join(SSR_DIR, file), 'utf8') }));
}

describe.skipIf(!fs.existsSync(path.join(SSR_DIR, 'entry-server.js')))('the built server renderer', () => {
  it('reads no NODE_ENV at run time', () => {
    const reading = rendererScripts().filter(({ code }) => code.includes('process.env.NODE_ENV'));
    expect(reading.map(({ file }) => file)).toEqual([]);
  });

  it('carries none of the libraries’ development checks', () => {
    const scripts = rendererScripts();
    // Sanity: TanStack Query is in the bundle (an error of its production code), so the absence
    // below means something.
    expect(scripts.some(({ code }) => code.includes('No QueryClient set'))).toBe(true);
    // A warning only its development code prints.
    const development = scripts.filter(({ code }) => code.includes('Query data cannot be undefined'));
    expect(development.map(({ file }) => file)).toEqual([]);
  });
});
