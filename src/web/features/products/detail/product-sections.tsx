// The Description (with the data sheets) and Specifications sections of the product page.

import { Trans } from '@lingui/react';
import { Download, FileText, Mail } from 'lucide-react';
import { isChemicalCategory } from '@/contract/product-rules';
import type { ProductDetail } from '@/contract/products';
import { COMPANY } from '@/contract/site';
import { DocumentName } from '@/web/components/document-name';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';
import { useProductText } from '../lib/localized-product';

/**
 * The sections under the summary. Off screen, the browser skips their layout and painting until the
 * visitor nears them (content-visibility), counting each as 500px until it has been drawn once: the
 * first paint of a Bengali product page on the bench's slow phone spent 140-180 ms laying out text
 * nobody could see yet, 64-96 ms with them skipped.
 */
export const SECTION_CLASS =
  'scroll-mt-32 py-8 [content-visibility:auto] [contain-intrinsic-size:auto_500px]';

/** "1.2 MB", "340 KB": the units stay as written in both languages, the figures in the page's digits. */
const fileSize = (bytes: number, number: (value: number) => string) =>
  bytes >= 1024 * 1024
    ? `${number(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`
    : `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;

export function DescriptionSection({ product }: { product: ProductDetail }) {
  const { t } = useT();
  const format = useFormat();
  const chemical = isChemicalCategory(product.category);
  const text = useProductText();
  return (
    <section id="description" className={SECTION_CLASS} aria-labelledby="description-title">
      <h2 id="description-title" className="text-xl font-bold text-slate-900">
        {t('catalogue.product.description')}
      </h2>
      <p className="mt-3 max-w-3xl whitespace-pre-line text-slate-700 leading-relaxed">
        <EnglishFragment>{text.description(product)}</EnglishFragment>
      </p>

      {(product.documents.length > 0 || chemical) && (
        <div className="mt-6 max-w-3xl">
          <h3 className="text-base font-semibold text-slate-900">{t('catalogue.documents.title')}</h3>
          {product.documents.length > 0 ? (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {product.documents.map((doc) => {
                const body = (
                  <>
                    <FileText className="h-6 w-6 shrink-0 text-red-600" aria-hidden />
                    <span className="min-w-0 flex-1">
                      <DocumentName doc={doc} className="block text-sm font-medium text-slate-900" />
                      <span className="text-xs text-muted">
                        {doc.access === 'public'
                          ? `PDF, ${fileSize(doc.byteSize, format.number)}`
                          : t('catalogue.documents.byEmail')}
                      </span>
                    </span>
                    {doc.access === 'public' ? (
                      <Download className="h-4 w-4 text-muted" aria-hidden />
                    ) : (
                      <Mail className="h-4 w-4 text-muted" aria-hidden />
                    )}
                  </>
                );
                const className =
                  'flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-500';
                return (
                  <li key={doc.url}>
                    {doc.access === 'public' ? (
                      <a href={doc.url} target="_blank" rel="noopener" className={className}>
                        {body}
                      </a>
                    ) : (
                      // On request: the documents page takes the buyer's details and mails a link.
                      <Link href={doc.url} className={className}>
                        {body}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">
              <Trans
                id="catalogue.documents.onRequest"
                values={{ phone: COMPANY.phones[0], email: COMPANY.email }}
                components={{
                  0: (
                    <a
                      className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                      href={`mailto:${COMPANY.email}`}
                    >
                      {COMPANY.email}
                    </a>
                  ),
                }}
              />
            </p>
          )}
        </div>
      )}
    </section>
  );
}

export function SpecificationsSection({ product }: { product: ProductDetail }) {
  const { t } = useT();
  const text = useProductText();
  const rows = [
    ...(product.casNumber ? [{ name: t('catalogue.specifications.cas'), value: product.casNumber }] : []),
    ...product.specifications,
    ...(product.category
      ? [{ name: t('catalogue.specifications.category'), value: text.category(product.category) }]
      : []),
  ];
  return (
    <section id="specifications" className={SECTION_CLASS} aria-labelledby="specifications-title">
      <h2 id="specifications-title" className="text-xl font-bold text-slate-900">
        {t('catalogue.product.specifications')}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('catalogue.specifications.none')}</p>
      ) : (
        <div className="mt-4 max-w-3xl overflow-hidden rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={`${row.name}-${row.value}`} className="odd:bg-slate-50">
                  <th scope="row" className="w-2/5 px-4 py-2.5 font-medium text-slate-600">
                    {text.specificationName(row)}
                  </th>
                  <td className="px-4 py-2.5 text-slate-900">{text.specificationValue(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
