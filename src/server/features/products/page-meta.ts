// What crawlers and link previews see for product pages (rendered into index.html on the server),
// and the product URLs in the sitemap.
import { productDescription, productName } from '@/contract/localized-product';
import type { ImageAsset } from '@/contract/media';
import { EDIT_PRODUCT_PAGE, PRODUCT_NOT_FOUND_PAGE, productPage, summarise } from '@/contract/pages';
import { productPath } from '@/contract/product-slug';
import type { ProductDetail } from '@/contract/products';
import { COMPANY } from '@/contract/site';
import { categoryName } from '@/i18n/category-name';
import { type Locale, localizedPath } from '@/i18n/locales';
import { organizationRef, type PageResolver, type PageSection } from '@/server/features/site';
import { translator } from '@/server/i18n/translator';
import { listProductPaths } from './product-repository';
import { productGroupJsonLd } from './variant-json-ld';

/** The picture's variant at least `width` wide (the largest there is, if none is), from its srcset. */
function imageOfWidth(image: ImageAsset, width: number): string {
  const variants = image.srcset
    .split(', ')
    .map((entry) => {
      const [url, w] = entry.split(' ');
      return { url, width: Number.parseInt(w, 10) };
    })
    .sort((a, b) => a.width - b.width);
  return (variants.find((variant) => variant.width >= width) ?? variants.at(-1))?.url ?? image.url;
}

function productJsonLd(product: ProductDetail, publicUrl: string, locale: Locale) {
  const url = `${publicUrl}${localizedPath(productPath(product), locale)}`;
  const images = [product.photo, ...product.additionalPhotos]
    .filter((image) => image !== null)
    .map((image) => new URL(imageOfWidth(image, 1600), publicUrl).href);
  const { price } = product;
  const hasPrice = !price.contactForPrice && price.minValue !== null;
  // Every product is on offer; a contact-for-price one is an Offer without a price (schema.org
  // allows it), so its availability and seller still reach search engines.
  const offer = {
    availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`,
    seller: organizationRef(publicUrl),
    url,
  };
  const shared = {
    name: productName(product, locale),
    description: summarise(productDescription(product, locale), 5000),
    inLanguage: locale,
    ...(product.category ? { category: categoryName(product.category, translator(locale).t) } : {}),
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Organization', name: COMPANY.name },
  };
  const aggregateRating =
    // Only real ratings are ever published (DESIGN.md §3).
    product.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
          },
        }
      : {};
  if (product.variants.length > 0) {
    return productGroupJsonLd(
      { ...shared, ...aggregateRating, url, id: product._id },
      product.variants,
      translator(locale),
      offer.seller,
    );
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    ...shared,
    sku: product._id,
    offers: !hasPrice
      ? { '@type': 'Offer', ...offer }
      : price.maxValue !== null
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: price.currency,
            lowPrice: price.minValue,
            highPrice: price.maxValue,
            ...offer,
          }
        : { '@type': 'Offer', priceCurrency: price.currency, price: price.minValue, ...offer },
    ...aggregateRating,
  };
}

// Built from the API answer the page's body is drawn from (the server renderer asks for the same
// address): the product is read once per page.
const productPageMeta: PageResolver = async (app, { id: slug }, locale, reads) => {
  const { status, data: product } = await reads.json<ProductDetail>(
    `/api/products/${encodeURIComponent(slug)}`,
  );
  if (status === 404) return { ...PRODUCT_NOT_FOUND_PAGE, status: 404 };
  if (!product) throw new Error(`The product page's product was answered with ${status}`);
  // One address per product: an id, an old slug (the product renamed) or other letters go there.
  const path = productPath(product);
  if (`/products/${slug}` !== path) return { ...PRODUCT_NOT_FOUND_PAGE, redirect: path };
  return {
    // On Bengali pages the Bengali name and description where the product has them.
    ...productPage({ name: productName(product, locale), description: productDescription(product, locale) }),
    image: product.photo ? imageOfWidth(product.photo, 1600) : undefined,
    type: 'product' as const,
    jsonLd: productJsonLd(product, app.config.publicUrl, locale),
  };
};

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
