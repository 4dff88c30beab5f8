// The demo catalogue's documents beyond each product's current data sheets (demo-catalogue.ts
// `documents`): certificates of analysis given on request, and an older SDS revision for a few
// products, so the documents page shows revisions and the request form has something to ask for.
// Keyed by product name; the seed merges them into the demo products.
import type { DocumentAccess, DocumentKind } from '@/contract/enums';
import { COMPANY } from '@/contract/site';
import type { DemoProduct } from './demo-catalogue';
import { writePdf } from './demo-documents';

export type DemoDocument = {
  kind: DocumentKind;
  access: DocumentAccess;
  /** How long before the seed's day the document was revised. */
  daysAgo: number;
  pdf: (product: DemoProduct) => Buffer;
};

/** How old the product's own data sheets are (the current revisions). */
export const CURRENT_SHEETS_DAYS_AGO = 40;

function certificateOfAnalysis(product: DemoProduct): Buffer {
  return writePdf(`Certificate of Analysis: ${product.name}`, [
    {
      text: `Batch: MC-${(product.casNumber ?? '000').replace(/-/g, '')}-2611. CAS ${product.casNumber ?? 'n/a'}.`,
      gap: 4,
    },
    { text: 'Results of the release analysis of the batch in stock in Dhaka:', gap: 8 },
    ...product.specifications.map(([name, value]) => ({
      text: `${name}: specification ${value}; result conforms.`,
    })),
    { text: `Released by the quality control laboratory of ${COMPANY.name}.`, gap: 10 },
  ]);
}

const coa: DemoDocument = { kind: 'coa', access: 'on_request', daysAgo: 12, pdf: certificateOfAnalysis };
const supersededSds = (product: DemoProduct) =>
  writePdf(`Safety Data Sheet (summary): ${product.name}`, [
    {
      text: 'Revision 1. Superseded: ask for the current revision or download it from our documents page.',
      gap: 4,
    },
    { text: `Product: ${product.name}. CAS number: ${product.casNumber ?? 'Mixture'}.` },
    { text: `Supplier: ${COMPANY.name}.` },
  ]);
const olderSds: DemoDocument = { kind: 'sds', access: 'public', daysAgo: 400, pdf: supersededSds };

export const DEMO_DOCUMENT_EXTRAS: Record<string, DemoDocument[]> = {
  'Sulphuric Acid 98%': [coa, olderSds],
  'Hydrochloric Acid 33%': [coa],
  'Caustic Soda Flakes 99%': [coa, olderSds],
  'Hydrogen Peroxide 50%': [coa],
  'Phosphoric Acid 85% Food Grade': [coa],
  'Sodium Bicarbonate Food Grade': [coa],
  'Glycerine 99.5% USP': [coa],
  'Silver Nitrate AR 99.8%': [coa],
  'Potassium Permanganate AR': [coa],
  'Isopropyl Alcohol 99.9%': [coa, olderSds],
};
