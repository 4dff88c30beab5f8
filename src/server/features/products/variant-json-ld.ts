// A product sold in variants as search engines read one (Google's product-variant structured data):
// a ProductGroup whose hasVariant lists a Product per grade and pack, each with its own Offer, and
// variesBy naming what differs. Texts in the page's language.
import type { StockState } from '@/contract/enums';
import { containerKey, gradeKey, unitKey, variantLabelText } from '@/i18n/units';
import type { Translator } from '@/server/i18n/translator';
import type { VariantRow } from './variant-repository';
import { toVariantLabel } from './variant-view';

const AVAILABILITY: Record<StockState, string> = {
  in_stock: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  on_order: 'https://schema.org/BackOrder',
};

function variantOffer(variant: VariantRow, url: string, seller: object) {
  const offer = { '@type': 'Offer', availability: AVAILABILITY[variant.stock], seller, url };
  if (variant.contactForPrice || variant.priceMin === null) return offer;
  if (variant.priceMax === null) {
    return { ...offer, price: variant.priceMin, priceCurrency: variant.currency };
  }
  return {
    ...offer,
    priceCurrency: variant.currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      minPrice: variant.priceMin,
      maxPrice: variant.priceMax,
      priceCurrency: variant.currency,
      unitText: variant.priceUnit,
    },
  };
}

/**
 * The ProductGroup fields that replace a Product's offers: `product` holds what the group and each
 * variant share (name, description, image, brand...). Each variant's address is the product page
 * with that variant chosen.
 */
export function productGroupJsonLd(
  product: { name: string; url: string; id: string } & Record<string, unknown>,
  variants: VariantRow[],
  tr: Translator,
  seller: object,
) {
  const { name, url, id, ...shared } = product;
  const packOf = (variant: VariantRow) =>
    `${tr.number(variant.packQuantity)} ${tr.t(unitKey(variant.packUnit))} ${tr.t(containerKey(variant.container))}`;
  const differ = (key: (variant: VariantRow) => string) => new Set(variants.map(key)).size > 1;
  const variesBy = [
    ...(differ(packOf) ? ['https://schema.org/size'] : []),
    // Grade has no schema.org property of its own: named as text, as schema.org allows.
    ...(differ((variant) => `${variant.grade} ${variant.purity ?? ''}`) ? ['grade'] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name,
    productGroupID: id,
    url,
    ...shared,
    ...(variesBy.length ? { variesBy } : {}),
    hasVariant: variants.map((variant) => {
      const variantUrl = `${url}?variant=${variant.id}`;
      return {
        '@type': 'Product',
        name: `${name}, ${variantLabelText(toVariantLabel(variant), tr.t, tr.figures)}`,
        sku: variant.id,
        size: packOf(variant),
        additionalProperty: [
          {
            '@type': 'PropertyValue',
            name: 'grade',
            value: variant.purity
              ? `${tr.t(gradeKey(variant.grade))} ${variant.purity}`
              : tr.t(gradeKey(variant.grade)),
          },
        ],
        offers: variantOffer(variant, variantUrl, seller),
      };
    }),
  };
}
