// The theme's text colours against the backgrounds they sit on (WCAG 2.1 AA: 4.5:1 for body text).
// Muted text had been chosen per element from Tailwind's slate scale (slate-400 is 2.5:1); now it
// has one token, and this keeps that token, and the other text tokens, readable.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = fs.readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
const token = (name: string) => css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1];

// The page (slate-50), cards (white) and tinted panels (slate-100, brand-50), as sRGB.
const BACKGROUNDS = {
  white: '#ffffff',
  'slate-50': '#f8fafc',
  'slate-100': '#f1f5f9',
  'brand-50': '#eef6fc',
};

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

describe('theme text colours', () => {
  it.each(['muted', 'accent-600', 'brand-700'])(
    '--color-%s reads at 4.5:1 on every light background',
    (name) => {
      const colour = token(name);
      expect(colour, `styles.css defines --color-${name} as a hex colour`).toBeDefined();
      for (const [background, hex] of Object.entries(BACKGROUNDS))
        expect(contrast(colour as string, hex), `${name} on ${background}`).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('has no text in the light slate shades that fail on white', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(tsx|css)$/.test(entry.name))
          fs.readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line, index) => {
              // Muted text and icons use text-muted; slate-500 passes only on white, slate-400 nowhere.
              if (/(?:^|[\s:'"`])text-slate-[45]00\b/.test(line))
                offenders.push(`${path.relative(import.meta.dirname, file)}:${index + 1}`);
            });
      }
    };
    walk(import.meta.dirname);
    expect(offenders).toEqual([]);
  });
});
