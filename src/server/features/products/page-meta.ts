// What crawlers and link previews see for product pages (rendered into index.html on the server),
// and the product URLs in the sitemap.
import type { FastifyInstance } from 'fastify';
import { productDescription, productName } from '@/contract/localized-product';
import { toImageAsset } from '@/contract/media';
import { EDIT_PRODUCT_PAGE, PRODUCT_NOT_FOUND_PAGE, productPage, summarise } from '@/contract/pages';
import { productPath } from '@/contract/product-slug';
import { COMPANY } from '@/contract/site';
import { categoryName } from '@/i18n/category-name';
import { type Locale, localizedPath } from '@/i18n/locales';
import { organizationRef } from '@/server/features/site/company-json-ld';
import type { PageSection } from '@/server/features/site/page-meta';
import { translator } from '@/server/i18n/translator';
import { findProductBySlug, findProductWithReviews, listProductPaths } from './product-repository';
import type { ProductRow } from './product-view';
import { productGroupJsonLd } from './variant-json-ld';

function productJsonLd(
  row: ProductRow,
  reviews: { reviewCount: number; averageRating: number | null },
  publicUrl: string,
  locale: Locale,
) {
  const url = `${publicUrl}${localizedPath(productPath({ _id: row.id, ...row }), locale)}`;
  const images = [row.photo, ...row.additionalPhotos]
    .filter((image) => image !== null)
    .map((image) => new URL(toImageAsset(image, 1600).url, publicUrl).href);
  const hasPrice = !row.contactForPrice && row.priceMin !== null;
  // Every product is on offer; a contact-for-price one is an Offer without a price (schema.org
  // allows it), so its availability and seller still reach search engines.
  const offer = {
    availability: `https://schema.org/${row.inStock ? 'InStock' : 'OutOfStock'}`,
    seller: organizationRef(publicUrl),
    url,
  };
  const shared = {
    name: productName(row, locale),
    description: summarise(productDescription(row, locale), 5000),
    inLanguage: locale,
    ...(row.category ? { category: categoryName(row.category, translator(locale).t) } : {}),
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Organization', name: COMPANY.name },
  };
  const aggregateRating =
    // Only real ratings are ever published (DESIGN.md §3).
    reviews.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.averageRating,
            reviewCount: reviews.reviewCount,
          },
        }
      : {};
  if (row.variants.length > 0) {
    return productGroupJsonLd(
      { ...shared, ...aggregateRating, url, id: row.id },
      row.variants,
      translator(locale),
      offer.seller,
    );
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    ...shared,
    sku: row.id,
    offers: !hasPrice
      ? { '@type': 'Offer', ...offer }
      : row.priceMax !== null
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: row.currency,
            lowPrice: row.priceMin,
            highPrice: row.priceMax,
            ...offer,
          }
        : { '@type': 'Offer', priceCurrency: row.currency, price: row.priceMin, ...offer },
    ...aggregateRating,
  };
}

async function productPageMeta(app: FastifyInstance, { id: slug }: Record<string, string>, locale: Locale) {
  const row = await findProductBySlug(app.db, slug);
  if (!row) return { ...PRODUCT_NOT_FOUND_PAGE, status: 404 };
  // One address per product: an id, an old slug (the product renamed) or other letters go there.
  const path = productPath({ _id: row.id, ...row });
  if (`/products/${slug}` !== path) return { ...PRODUCT_NOT_FOUND_PAGE, redirect: path };
  const found = await findProductWithReviews(app.db, row.id);
  if (!found) return { ...PRODUCT_NOT_FOUND_PAGE, status: 404 };
  const { product, reviews } = found;
  return {
    // On Bengali pages the Bengali name and description where the product has them.
    ...productPage({ name: productName(product, locale), description: productDescription(product, locale) }),
    image: product.photo ? toImageAsset(product.photo, 1600).url : undefined,
    type: 'product' as const,
    jsonLd: productJsonLd(product, reviews, app.config.publicUrl, locale),
  };
}

export const productPages: PageSection = {
  pages: {
    '/products/:id': productPageMeta,
    '/products/:id/edit': () => EDIT_PRODUCT_PAGE,
  },
  // The catalogue's old address: one indexable copy of the catalogue, at /.
  redirects: { '/products': '/' },
  sitemap: async (app) =>
    (await listProductPaths(app.db)).map((row) => ({
      path: productPath({ _id: row.id, ...row }),
      lastmod: row.updatedAt,
    })),
};
