// vite.config.ts swaps the "../createLucideIcon.mjs" each lucide icon module imports for ours
// (lucide-icon.ts). That holds only while lucide ships its icons that way and while ours draws what
// its own would: this fails when a lucide update moves the factory, changes how icons call it, or
// changes the <svg> it draws, instead of the site silently keeping lucide's heavier factory or
// drawing icons differently.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon';

const LUCIDE_ESM = path.resolve('node_modules/lucide-react/dist/esm');
// What vite.config.ts's alias matches: keep the two in step.
const FACTORY_IMPORT = "import createLucideIcon from '../createLucideIcon.mjs';";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every icon the site imports from lucide-react. */
const usedIcons = [
  ...new Set(
    sourceFiles(path.resolve('src/web')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from 'lucide-react'/g)].flatMap(
        (match) =>
          match[1]
            .split(',')
            .map((name) => name.trim())
            // Types (LucideIcon) are not icons.
            .filter((name) => name && !name.startsWith('type '))
            .map((name) => name.split(/\s+as\s+/)[0]),
      ),
    ),
  ),
].sort();

/** The module file lucide's ESM entry takes an icon from: "Phone" → ".../icons/phone.mjs". */
function iconModule(name: string): string {
  const entry = fs.readFileSync(path.join(LUCIDE_ESM, 'lucide-react.mjs'), 'utf8');
  const line = entry.split('\n').find((text) => new RegExp(`\\bdefault as ${name}\\b`).test(text));
  const file = line && /from '(\.\/icons\/[\w-]+\.mjs)'/.exec(line)?.[1];
  if (!file) throw new Error(`lucide-react no longer exports ${name} from an icon module`);
  return path.join(LUCIDE_ESM, file);
}

/** The markup with each element's attributes in one order, so the two factories compare as drawings. */
const normalised = (html: string) =>
  html.replace(/<(\w+)([^>]*?)(\/?)>/g, (_tag, name: string, attributes: string, close: string) => {
    const sorted = [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)]
      .map(([, key, value]) =>
        key === 'class'
          ? `${key}="${value.split(' ').filter(Boolean).sort().join(' ')}"`
          : `${key}="${value}"`,
      )
      .sort();
    return `<${[name, ...sorted].join(' ')}${close}>`;
  });

const PROPS: Record<string, unknown>[] = [
  {},
  { className: 'h-4 w-4 text-brand-600' },
  { size: 16, strokeWidth: 1.5, color: 'red' },
  { 'aria-label': 'Phone', className: 'h-5 w-5' },
];

describe("lucide's icon factory, swapped for lucide-icon.ts", () => {
  it('finds the icons the site draws', () => {
    expect(usedIcons.length).toBeGreaterThan(20);
    expect(usedIcons).toContain('Phone');
  });

  it.each(usedIcons)('%s is built by "../createLucideIcon.mjs" from its __iconData', (name) => {
    const source = fs.readFileSync(iconModule(name), 'utf8');
    expect(source).toContain(FACTORY_IMPORT);
    expect(source).toMatch(/= createLucideIcon\(__iconData\);/);
  });

  it.each(usedIcons)('%s is drawn by ours as lucide draws it', async (name) => {
    const module = (await import(pathToFileURL(iconModule(name)).href)) as {
      __iconData: Parameters<typeof createLucideIcon>[0];
    };
    const { default: lucideFactory } = (await import(
      pathToFileURL(path.join(LUCIDE_ESM, 'createLucideIcon.mjs')).href
    )) as { default: typeof createLucideIcon };
    const theirs = lucideFactory(module.__iconData) as ComponentType<Record<string, unknown>>;
    const ours = createLucideIcon(module.__iconData) as ComponentType<Record<string, unknown>>;
    for (const props of PROPS) {
      expect(normalised(renderToStaticMarkup(createElement(ours, props)))).toBe(
        normalised(renderToStaticMarkup(createElement(theirs, props))),
      );
    }
  });
});
