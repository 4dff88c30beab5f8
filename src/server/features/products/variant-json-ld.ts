// A product sold in variants as search engines read one (Google's product-variant structured data):
// a ProductGroup whose hasVariant lists a Product per grade and pack, each with its own Offer, and
// variesBy naming what differs. Texts in the page's language.
import type { StockState } from '@/contract/enums';
import type { Variant } from '@/contract/variants';
import { containerKey, gradeKey, unitKey, variantLabelText } from '@/i18n/units';
import type { Translator } from '@/server/i18n/translator';

const AVAILABILITY: Record<StockState, string> = {
  in_stock: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  on_order: 'https://schema.org/BackOrder',
};

function variantOffer({ stock, price }: Variant, url: string, seller: object) {
  const offer = { '@type': 'Offer', availability: AVAILABILITY[stock], seller, url };
  if (price.contactForPrice || price.minValue === null) return offer;
  if (price.maxValue === null) {
    return { ...offer, price: price.minValue, priceCurrency: price.currency };
  }
  return {
    ...offer,
    priceCurrency: price.currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      minPrice: price.minValue,
      maxPrice: price.maxValue,
      priceCurrency: price.currency,
      unitText: price.unit,
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
  variants: Variant[],
  tr: Translator,
  seller: object,
) {
  const { name, url, id, ...shared } = product;
  const packOf = (variant: Variant) =>
    `${tr.number(variant.packQuantity)} ${tr.t(unitKey(variant.packUnit))} ${tr.t(containerKey(variant.container))}`;
  const differ = (key: (variant: Variant) => string) => new Set(variants.map(key)).size > 1;
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
      const variantUrl = `${url}?variant=${variant._id}`;
      return {
        '@type': 'Product',
        name: `${name}, ${variantLabelText(variant, tr.t, tr.figures)}`,
        sku: variant._id,
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
