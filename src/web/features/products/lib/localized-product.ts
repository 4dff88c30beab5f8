// A product's name, description, category and specification rows in the page's language: Bengali on
// Bengali pages where the product has them, English otherwise (the rule is in
// src/contract/localized-product.ts, shared with the server's page titles; categories in
// src/i18n/category-name.ts).
import { useMemo } from 'react';
import {
  productDescription,
  productName,
  specificationName,
  specificationValue,
} from '@/contract/localized-product';
import { categoryName } from '@/i18n/category-name';
import { useT } from '@/web/i18n';

export function useProductText() {
  const { t, locale } = useT();
  return useMemo(
    () => ({
      name: (product: Parameters<typeof productName>[0]) => productName(product, locale),
      description: (product: Parameters<typeof productDescription>[0]) => productDescription(product, locale),
      category: (category: string) => categoryName(category, t),
      specificationName: (row: Parameters<typeof specificationName>[0]) => specificationName(row, locale),
      specificationValue: (row: Parameters<typeof specificationValue>[0]) => specificationValue(row, locale),
    }),
    [t, locale],
  );
}
