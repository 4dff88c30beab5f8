// Product pictures for the demo catalogue, drawn as SVG (a labelled drum, carboy, sack or bottle on
// the category's colour) and rasterised by sharp. Nothing is downloaded.
import { COMPANY } from '@/contract/site';
import { loadSharp } from '@/server/features/media/store-image';
import type { Pack } from './demo-catalogue';

const WIDTH = 1200;
const HEIGHT = 900;
const FONT = "DejaVu Sans, 'Liberation Sans', Arial, sans-serif";

const PALETTES: Record<string, [string, string]> = {
  'Acids & Alkalis': ['#fee2e2', '#fecaca'],
  'Textile Chemicals': ['#ede9fe', '#ddd6fe'],
  'Water Treatment': ['#e0f2fe', '#bae6fd'],
  Solvents: ['#dcfce7', '#bbf7d0'],
  'Industrial Chemicals': ['#e2e8f0', '#cbd5e1'],
  'Laboratory Reagents': ['#fef3c7', '#fde68a'],
};

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Splits text into lines of at most `max` characters, at spaces. */
function wrap(text: string, max: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].slice(0, max - 1)}…`;
  }
  return lines;
}

type Label = { name: string; casNumber?: string };

/** The product label: company, name, CAS number, centred in a box. */
function label(x: number, y: number, width: number, height: number, product: Label, scale = 1) {
  const nameSize = Math.round(30 * scale);
  const lines = wrap(product.name, Math.floor(width / (nameSize * 0.66)));
  const top = y + height / 2 - ((lines.length - 1) * nameSize * 1.15) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${x + width / 2}" y="${top + i * nameSize * 1.15}" font-size="${nameSize}" font-weight="700" fill="#0f172a" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${10 * scale}" fill="#ffffff" stroke="#0f4c81" stroke-width="${3 * scale}"/>
    <rect x="${x}" y="${y}" width="${width}" height="${34 * scale}" rx="${10 * scale}" fill="#0f4c81"/>
    <rect x="${x}" y="${y + 20 * scale}" width="${width}" height="${14 * scale}" fill="#0f4c81"/>
    <text x="${x + width / 2}" y="${y + 22 * scale}" font-size="${17 * scale}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(COMPANY.shortName.toUpperCase())}</text>
    ${text}
    ${
      product.casNumber
        ? `<text x="${x + width / 2}" y="${y + height - 18 * scale}" font-size="${18 * scale}" fill="#334155" text-anchor="middle">CAS ${escapeXml(product.casNumber)}</text>`
        : ''
    }`;
}

// Each container is drawn around (cx, bottom) at a given scale, with its label.
const CONTAINERS: Record<Pack, (cx: number, bottom: number, s: number, product: Label) => string> = {
  drum: (cx, bottom, s, product) => {
    const w = 360 * s;
    const h = 500 * s;
    const x = cx - w / 2;
    const y = bottom - h;
    return `
      <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${40 * s}" fill="#1d4ed8"/>
      <rect x="${x}" y="${y}" width="${w * 0.22}" height="${h}" rx="${40 * s}" fill="#ffffff" opacity="0.12"/>
      ${[0.12, 0.88].map((f) => `<rect x="${x - 6 * s}" y="${y + h * f - 12 * s}" width="${w + 12 * s}" height="${24 * s}" rx="${12 * s}" fill="#1e40af"/>`).join('')}
      <rect x="${x + w * 0.18}" y="${y - 18 * s}" width="${44 * s}" height="${22 * s}" rx="${5 * s}" fill="#1e3a8a"/>
      <rect x="${x + w * 0.66}" y="${y - 14 * s}" width="${34 * s}" height="${18 * s}" rx="${5 * s}" fill="#1e3a8a"/>
      ${label(x + 34 * s, y + h * 0.27, w - 68 * s, h * 0.46, product, s)}`;
  },
  'steel-drum': (cx, bottom, s, product) => {
    const w = 360 * s;
    const h = 500 * s;
    const x = cx - w / 2;
    const y = bottom - h;
    return `
      <defs><linearGradient id="steel" x1="0" x2="1"><stop offset="0" stop-color="#94a3b8"/><stop offset="0.35" stop-color="#e2e8f0"/><stop offset="1" stop-color="#64748b"/></linearGradient></defs>
      <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${18 * s}" fill="url(#steel)"/>
      ${[0.08, 0.36, 0.64, 0.92].map((f) => `<rect x="${x - 4 * s}" y="${y + h * f - 7 * s}" width="${w + 8 * s}" height="${14 * s}" rx="${7 * s}" fill="#475569"/>`).join('')}
      <rect x="${x}" y="${y}" width="${w}" height="${h * 0.08}" rx="${18 * s}" fill="#b91c1c"/>
      ${label(x + 30 * s, y + h * 0.42, w - 60 * s, h * 0.2 + 60 * s, product, s)}`;
  },
  jerrycan: (cx, bottom, s, product) => {
    const w = 330 * s;
    const h = 440 * s;
    const x = cx - w / 2;
    const y = bottom - h;
    return `
      <path d="M ${x + 30 * s} ${y + 60 * s} Q ${x + 30 * s} ${y} ${x + 110 * s} ${y} L ${x + w - 30 * s} ${y} Q ${x + w} ${y} ${x + w} ${y + 40 * s} L ${x + w} ${bottom - 24 * s} Q ${x + w} ${bottom} ${x + w - 24 * s} ${bottom} L ${x + 24 * s} ${bottom} Q ${x} ${bottom} ${x} ${bottom - 24 * s} L ${x} ${y + 90 * s} Z" fill="#f8fafc" stroke="#94a3b8" stroke-width="${4 * s}"/>
      <rect x="${x + w * 0.45}" y="${y - 26 * s}" width="${w * 0.4}" height="${46 * s}" rx="${20 * s}" fill="none" stroke="#94a3b8" stroke-width="${16 * s}"/>
      <rect x="${x + 40 * s}" y="${y - 34 * s}" width="${70 * s}" height="${44 * s}" rx="${8 * s}" fill="#2563eb"/>
      ${label(x + 26 * s, y + h * 0.3, w - 52 * s, h * 0.52, product, s)}`;
  },
  bag: (cx, bottom, s, product) => {
    const w = 420 * s;
    const h = 520 * s;
    const x = cx - w / 2;
    const y = bottom - h;
    const weave = Array.from(
      { length: 12 },
      (_, i) =>
        `<line x1="${x + 16 * s}" y1="${y + 40 * s + i * 38 * s}" x2="${x + w - 16 * s}" y2="${y + 40 * s + i * 38 * s}" stroke="#e2e8f0" stroke-width="${2 * s}"/>`,
    ).join('');
    return `
      <path d="M ${x + 20 * s} ${y + 20 * s} Q ${cx} ${y - 10 * s} ${x + w - 20 * s} ${y + 20 * s} L ${x + w} ${bottom - 30 * s} Q ${cx} ${bottom + 10 * s} ${x} ${bottom - 30 * s} Z" fill="#ffffff" stroke="#cbd5e1" stroke-width="${4 * s}"/>
      ${weave}
      <path d="M ${x + 24 * s} ${y + 30 * s} Q ${cx} ${y + 4 * s} ${x + w - 24 * s} ${y + 30 * s}" fill="none" stroke="#0f4c81" stroke-width="${5 * s}" stroke-dasharray="${10 * s} ${8 * s}"/>
      ${label(x + 44 * s, y + h * 0.26, w - 88 * s, h * 0.46, product, s)}`;
  },
  bottle: (cx, bottom, s, product) => {
    const w = 300 * s;
    const h = 460 * s;
    const x = cx - w / 2;
    const y = bottom - h;
    return `
      <rect x="${cx - 60 * s}" y="${y - 70 * s}" width="${120 * s}" height="${60 * s}" rx="${8 * s}" fill="#111827"/>
      <path d="M ${cx - 50 * s} ${y - 12 * s} L ${cx + 50 * s} ${y - 12 * s} L ${cx + 50 * s} ${y + 20 * s} Q ${x + w} ${y + 30 * s} ${x + w} ${y + 110 * s} L ${x + w} ${bottom - 20 * s} Q ${x + w} ${bottom} ${x + w - 20 * s} ${bottom} L ${x + 20 * s} ${bottom} Q ${x} ${bottom} ${x} ${bottom - 20 * s} L ${x} ${y + 110 * s} Q ${x} ${y + 30 * s} ${cx - 50 * s} ${y + 20 * s} Z" fill="#92400e" opacity="0.92"/>
      <rect x="${x + 18 * s}" y="${y + 120 * s}" width="${w * 0.14}" height="${h * 0.6}" rx="${12 * s}" fill="#ffffff" opacity="0.15"/>
      ${label(x + 22 * s, y + h * 0.36, w - 44 * s, h * 0.44, product, s)}`;
  },
};

function frame(category: string, body: string, caption?: string) {
  const [from, to] = PALETTES[category] ?? ['#f1f5f9', '#e2e8f0'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
    <rect y="${HEIGHT * 0.78}" width="${WIDTH}" height="${HEIGHT * 0.22}" fill="#ffffff" opacity="0.45"/>
    ${body}
    ${caption ? `<text x="${WIDTH / 2}" y="${HEIGHT - 40}" font-size="30" font-weight="600" fill="#334155" text-anchor="middle">${escapeXml(caption)}</text>` : ''}
  </svg>`;
}

const shadow = (cx: number, bottom: number, s: number) =>
  `<ellipse cx="${cx}" cy="${bottom + 6}" rx="${220 * s}" ry="${26 * s}" fill="#0f172a" opacity="0.14"/>`;

/** The labelled close-up: the product's name and specifications as printed on the pack. */
function labelCloseUp(product: Label & { specifications: [string, string][] }) {
  const rows = product.specifications
    .slice(0, 5)
    .map(
      ([name, value], i) =>
        `<text x="200" y="${470 + i * 52}" font-size="28" fill="#334155">${escapeXml(name)}</text><text x="1000" y="${470 + i * 52}" font-size="28" font-weight="700" fill="#0f172a" text-anchor="end">${escapeXml(value)}</text>`,
    )
    .join('');
  return `${label(150, 110, 900, 290, product, 1.6)}${rows}`;
}

export type ImageSubject = Label & { category: string; pack: Pack; specifications: [string, string][] };

const PACK_CAPTIONS: Record<Pack, string[]> = {
  drum: ['250 kg HDPE drum', 'Drums on pallets, ready for dispatch'],
  'steel-drum': ['200 L steel drum', 'Drums on pallets, ready for dispatch'],
  jerrycan: ['30-35 kg HDPE carboy', 'Carboys on pallets, ready for dispatch'],
  bag: ['25 kg woven bag with PE liner', 'Bags on pallets, ready for dispatch'],
  bottle: ['Reagent bottle, amber glass', 'Laboratory pack sizes'],
};

/** The main picture (index 0) or one of the extra gallery pictures (1, 2, ...). */
export function productSvg(product: ImageSubject, index = 0): string {
  const draw = CONTAINERS[product.pack];
  const bottom = HEIGHT * 0.86;
  if (index === 0)
    return frame(
      product.category,
      `${shadow(WIDTH / 2, bottom, 1.2)}${draw(WIDTH / 2, bottom, 1.2, product)}`,
    );
  // Three kinds of gallery shot, each numbered, so a long gallery never holds the same picture twice
  // (identical pictures would be one stored asset, and an edit keeps each asset once).
  const variant = (index - 1) % 3;
  const numbered = (caption: string) => `${caption} · photo ${index + 1}`;
  if (variant === 0) return frame(product.category, labelCloseUp(product), numbered('Label detail'));
  if (variant === 1) {
    const group = [
      [WIDTH * 0.22, 0.62],
      [WIDTH * 0.5, 0.82],
      [WIDTH * 0.78, 0.62],
    ] as const;
    return frame(
      product.category,
      group.map(([cx, s]) => `${shadow(cx, bottom - 30, s)}${draw(cx, bottom - 30, s, product)}`).join(''),
      numbered(PACK_CAPTIONS[product.pack][1]),
    );
  }
  return frame(
    product.category,
    `${shadow(WIDTH * 0.4, bottom - 30, 0.9)}${draw(WIDTH * 0.4, bottom - 30, 0.9, product)}`,
    numbered(PACK_CAPTIONS[product.pack][0]),
  );
}

export const renderProductImage = async (product: ImageSubject, index = 0): Promise<Buffer> =>
  (await loadSharp())(Buffer.from(productSvg(product, index)))
    .jpeg({ quality: 92 })
    .toBuffer();
