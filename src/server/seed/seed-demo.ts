// Loads the demo catalogue into a database that has no products yet (SEED_DEMO, and `npm run seed`):
// pictures drawn locally, PDF data sheets, and a few reviews so the product pages show real ratings.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentAccess } from '@/contract/enums';
import type { StoredDocument, StoredImage } from '@/contract/media';
import { DEFAULT_CURRENCY, DEFAULT_UNIT } from '@/contract/products';
import { todayInDhaka } from '@/contract/quotations';
import type { Database } from '@/server/db/client';
import { comments, productDocuments, products, users } from '@/server/db/schema';
import { storeDocument, storeProductImage } from '@/server/features/products/product-media';
import { replaceVariants } from '@/server/features/products/variant-repository';
import { DEMO_CATALOGUE, DEMO_REVIEWS, type DemoProduct } from './demo-catalogue';
import { bengaliSpecificationLabel, bengaliSpecificationValue, DEMO_BENGALI } from './demo-catalogue-bengali';
import { CURRENT_SHEETS_DAYS_AGO, DEMO_DOCUMENT_EXTRAS } from './demo-document-extras';
import { safetyDataSheet, technicalDataSheet } from './demo-documents';
import { renderProductImage } from './demo-images';
import { demoSafetyColumns } from './demo-safety';
import { DEMO_VARIANTS } from './demo-variants';

type Logger = Pick<FastifyBaseLogger, 'info'>;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
// Drawing and encoding pictures is CPU work; a few at a time keeps every core busy.
const FILES_IN_PARALLEL = 3;

async function storeFiles(db: Database, product: DemoProduct) {
  const subject = { ...product, specifications: product.specifications };
  const photo = await storeProductImage(db, await renderProductImage(subject, 0));
  const additionalPhotos: StoredImage[] = [];
  for (let i = 1; i <= (product.extraPhotos ?? 0); i++) {
    additionalPhotos.push(await storeProductImage(db, await renderProductImage(subject, i)));
  }
  const documents: (StoredDocument & { access: DocumentAccess; daysAgo: number })[] = [];
  for (const kind of product.documents ?? []) {
    const pdf = kind === 'sds' ? safetyDataSheet(product) : technicalDataSheet(product);
    documents.push({
      ...(await storeDocument(db, pdf, kind)),
      access: 'public',
      daysAgo: CURRENT_SHEETS_DAYS_AGO,
    });
  }
  for (const extra of DEMO_DOCUMENT_EXTRAS[product.name] ?? []) {
    const stored = await storeDocument(db, extra.pdf(product), extra.kind);
    documents.push({ ...stored, access: extra.access, daysAgo: extra.daysAgo });
  }
  return { photo, additionalPhotos, documents };
}

function priceColumns(price: DemoProduct['price']) {
  if ('contactForPrice' in price) {
    return {
      contactForPrice: true,
      priceMin: null,
      priceMax: null,
      currency: price.currency ?? DEFAULT_CURRENCY,
      unit: price.unit ?? DEFAULT_UNIT,
    };
  }
  return {
    contactForPrice: false,
    priceMin: price.minValue,
    priceMax: price.maxValue ?? null,
    currency: price.currency,
    unit: price.unit,
  };
}

/** Loads the demo catalogue into a database without products; answers whether it did. */
export async function seedDemoIfEmpty(db: Database, log: Logger): Promise<boolean> {
  if ((await db.$count(products)) > 0) return false;
  const started = Date.now();

  // Files first; the rows go in one transaction, so a failure leaves the catalogue empty (and the
  // next start tries again) rather than half-loaded.
  const files: Awaited<ReturnType<typeof storeFiles>>[] = [];
  for (let i = 0; i < DEMO_CATALOGUE.length; i += FILES_IN_PARALLEL) {
    const batch = DEMO_CATALOGUE.slice(i, i + FILES_IN_PARALLEL);
    files.push(...(await Promise.all(batch.map((product) => storeFiles(db, product)))));
  }

  const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(products)
      .values(
        DEMO_CATALOGUE.map((product, i) => ({
          name: product.name,
          description: product.description,
          nameBn: DEMO_BENGALI[product.name]?.name ?? null,
          descriptionBn: DEMO_BENGALI[product.name]?.description ?? null,
          category: product.category,
          casNumber: product.casNumber ?? null,
          specifications: product.specifications.map(([name, value]) => {
            const nameBn = bengaliSpecificationLabel(name);
            const valueBn = bengaliSpecificationValue(value);
            return { name, ...(nameBn ? { nameBn } : {}), value, ...(valueBn ? { valueBn } : {}) };
          }),
          inStock: product.inStock ?? true,
          contactPhone: product.contactPhone ?? null,
          ...priceColumns(product.price),
          ...demoSafetyColumns(product.name),
          photo: files[i].photo,
          additionalPhotos: files[i].additionalPhotos,
          // The list's first product is the newest; the rest were added over the past weeks.
          createdAt: new Date(now - i * 17 * HOUR),
          updatedAt: new Date(now - i * 17 * HOUR),
        })),
      )
      .returning({ id: products.id, name: products.name });
    const idOf = new Map(rows.map((row) => [row.name, row.id]));
    for (const row of rows) await replaceVariants(tx, row.id, DEMO_VARIANTS[row.name] ?? []);

    await tx.insert(productDocuments).values(
      DEMO_CATALOGUE.flatMap((product, i) =>
        files[i].documents.map((doc) => ({
          productId: idOf.get(product.name)!,
          kind: doc.kind,
          language: 'en' as const,
          revisionDate: todayInDhaka(new Date(now - doc.daysAgo * DAY)),
          access: doc.access,
          title: doc.title,
          asset: doc.asset,
          byteSize: doc.byteSize,
        })),
      ),
    );

    await tx.insert(comments).values(
      DEMO_REVIEWS.map((review, i) => ({
        productId: idOf.get(review.product)!,
        commenterName: review.name,
        commenterEmail: review.email,
        commentText: review.text,
        rating: review.rating ?? null,
        createdAt: new Date(now - (i + 1) * 26 * HOUR),
        ...(review.reply
          ? {
              adminReplyText: review.reply,
              adminReplyById: admin?.id ?? null,
              adminReplyByName: admin?.fullName ?? 'Sales Team',
              adminRepliedAt: new Date(now - (i + 1) * 20 * HOUR),
            }
          : {}),
      })),
    );
  });
  log.info(
    `Loaded the demo catalogue: ${DEMO_CATALOGUE.length} products in ${((Date.now() - started) / 1000).toFixed(1)} s (set SEED_DEMO=false to start empty)`,
  );
  return true;
}
