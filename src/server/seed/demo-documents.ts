// One-page PDF documents for the demo catalogue (a safety data sheet summary and a technical data
// sheet), written directly as PDF so nothing is downloaded and no library is needed.
import { COMPANY } from '@/contract/site';
import type { DemoProduct } from './demo-catalogue';

type Line = { text: string; size?: number; bold?: boolean; gap?: number };

const PAGE_TOP = 800;
const LEFT = 56;
const MAX_CHARS = 92;

// Helvetica with WinAnsi covers Latin-1; anything else is replaced by a close ASCII character.
const toLatin1 = (text: string) =>
  text
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/…/g, '...')
    .replace(/[^\x20-\xff]/g, '?');

const escapePdf = (text: string) => toLatin1(text).replace(/[\\()]/g, (c) => `\\${c}`);

function wrapLine(line: Line): Line[] {
  const words = line.text.split(/\s+/);
  const out: Line[] = [];
  let current = '';
  for (const word of words) {
    if (current && `${current} ${word}`.length > MAX_CHARS) {
      out.push({ ...line, text: current, gap: out.length === 0 ? line.gap : 0 });
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  out.push({ ...line, text: current, gap: out.length === 0 ? line.gap : 0 });
  return out;
}

export function writePdf(title: string, lines: Line[]): Buffer {
  let y = PAGE_TOP;
  const ops: string[] = [];
  for (const line of [{ text: title, size: 18, bold: true }, ...lines].flatMap(wrapLine)) {
    const size = line.size ?? 10.5;
    y -= (line.gap ?? 0) + size * 1.45;
    if (y < 50) break;
    ops.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${LEFT} ${y.toFixed(1)} Td (${escapePdf(line.text)}) Tj ET`,
    );
  }
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const heading = (text: string): Line => ({ text, bold: true, size: 12, gap: 10 });
const supplier = `${COMPANY.name}, ${COMPANY.address.street}, ${COMPANY.address.city} ${COMPANY.address.postalCode}, ${COMPANY.address.country}. Phone ${COMPANY.phones.join(', ')}. ${COMPANY.email}`;

export function safetyDataSheet(product: DemoProduct): Buffer {
  return writePdf(`Safety Data Sheet (summary): ${product.name}`, [
    {
      text: "Summary for buyers' reference. The manufacturer's full 16-section SDS is supplied with every delivery.",
      gap: 4,
    },
    heading('1. Identification'),
    { text: `Product: ${product.name}` },
    { text: `CAS number: ${product.casNumber ?? 'Mixture'}` },
    { text: `Recommended use: ${product.category}` },
    { text: `Supplier: ${supplier}` },
    heading('2. Hazards'),
    {
      text: 'Read the label before use. Handle only with the protective equipment listed in section 8, in a well-ventilated area.',
    },
    heading('4. First aid'),
    {
      text: 'Eyes or skin: rinse immediately with plenty of water for at least 15 minutes and remove contaminated clothing. Inhalation: move to fresh air. Swallowed: rinse mouth, do not induce vomiting. Seek medical advice in every case.',
    },
    heading('7. Handling and storage'),
    {
      text: 'Keep containers closed, upright and labelled, in a cool, dry, ventilated store away from incompatible materials, heat and direct sunlight.',
    },
    heading('8. Exposure controls and personal protection'),
    {
      text: 'Chemical goggles or face shield, chemical-resistant gloves, apron and boots; respirator where vapour or dust is generated.',
    },
    heading('9. Physical and chemical properties'),
    ...product.specifications.map(([name, value]) => ({ text: `${name}: ${value}` })),
    heading('14. Transport'),
    {
      text: 'Transport in the original closed packaging, secured against movement, with the documents required by law.',
    },
    heading('16. Other information'),
    { text: `Issued by ${COMPANY.name}. Contact us for the current revision and for Bangla translations.` },
  ]);
}

export function technicalDataSheet(product: DemoProduct): Buffer {
  return writePdf(`Technical Data Sheet: ${product.name}`, [
    { text: `${product.category}${product.casNumber ? ` - CAS ${product.casNumber}` : ''}`, gap: 4 },
    heading('Description'),
    { text: product.description },
    heading('Typical specifications'),
    ...product.specifications.map(([name, value]) => ({ text: `${name}: ${value}` })),
    heading('Storage'),
    {
      text: 'Store in the original container in a cool, dry place. Shelf life 12 months from production when stored as advised.',
    },
    heading('Supplier'),
    { text: supplier },
  ]);
}
