// What crawlers and link previews see for product pages (rendered into index.html on the server),
// and the product URLs in the sitemap.
import type { FastifyInstance } from 'fastify';
import { toImageAsset } from '@/contract/media';
import { PRODUCT_TEXT } from '@/contract/products';
import { COMPANY } from '@/contract/site';
import { registerPageMeta } from '@/server/features/site/page-meta';
import { sitemapSources } from '@/server/features/site/routes';
import { findProductWithReviews, listProductPaths } from './product-repository';
import type { ProductRow } from './product-view';

const DESCRIPTION_LENGTH = 160;

export const summarise = (text: string, length = DESCRIPTION_LENGTH) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
};

function productJsonLd(
  row: ProductRow,
  reviews: { reviewCount: number; averageRating: number | null },
  publicUrl: string,
) {
  const url = `${publicUrl}/products/${row.id}`;
  const images = [row.photo, ...row.additionalPhotos]
    .filter((image) => image !== null)
    .map((image) => new URL(toImageAsset(image, 1600).url, publicUrl).href);
  const availability = `https://schema.org/${row.inStock ? 'InStock' : 'OutOfStock'}`;
  const hasPrice = !row.contactForPrice && row.priceMin !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: row.name,
    description: summarise(row.description, 5000),
    sku: row.id,
    ...(row.category ? { category: row.category } : {}),
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Organization', name: COMPANY.name },
    ...(hasPrice
      ? {
          offers:
            row.priceMax !== null
              ? {
                  '@type': 'AggregateOffer',
                  priceCurrency: row.currency,
                  lowPrice: row.priceMin,
                  highPrice: row.priceMax,
                  availability,
                  url,
                }
              : { '@type': 'Offer', priceCurrency: row.currency, price: row.priceMin, availability, url },
        }
      : {}),
    // Only real ratings are ever published (DESIGN.md §3).
    ...(reviews.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.averageRating,
            reviewCount: reviews.reviewCount,
          },
        }
      : {}),
  };
}

registerPageMeta('/products/:id', async (app: FastifyInstance, { id }) => {
  const found = await findProductWithReviews(app.db, id);
  if (!found) {
    return {
      title: `${PRODUCT_TEXT.notFoundTitle} | ${COMPANY.shortName}`,
      description: COMPANY.description,
      noindex: true,
      status: 404,
    };
  }
  const { product, reviews } = found;
  return {
    title: `${product.name} | ${COMPANY.shortName}`,
    description: summarise(product.description),
    image: product.photo ? toImageAsset(product.photo, 1600).url : undefined,
    type: 'product',
    jsonLd: productJsonLd(product, reviews, app.config.publicUrl),
  };
});

registerPageMeta('/products/:id/edit', () => ({
  title: `Edit Product | ${COMPANY.shortName}`,
  description: 'Administration area.',
  noindex: true,
}));

// /products only redirects to the catalogue; it should not look like a missing page meanwhile.
registerPageMeta('/products', () => ({
  title: `Industrial Chemicals Catalogue | ${COMPANY.shortName}`,
  description: COMPANY.description,
}));

sitemapSources.push(async (app) =>
  (await listProductPaths(app.db)).map((row) => ({ path: `/products/${row.id}`, lastmod: row.updatedAt })),
);
