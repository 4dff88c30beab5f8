// A product's name, description and specification labels in the page's language: Bengali on
// Bengali pages where the product has them, English otherwise (the rule is in
// src/contract/localized-product.ts, shared with the server's page titles).
import { useMemo } from 'react';
import { productDescription, productName, specificationName } from '@/contract/localized-product';
import { useT } from '@/web/i18n';

export function useProductText() {
  const { locale } = useT();
  return useMemo(
    () => ({
      name: (product: Parameters<typeof productName>[0]) => productName(product, locale),
      description: (product: Parameters<typeof productDescription>[0]) => productDescription(product, locale),
      specificationName: (row: Parameters<typeof specificationName>[0]) => specificationName(row, locale),
    }),
    [locale],
  );
}
