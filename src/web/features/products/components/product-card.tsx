import { type ReactNode, useEffect, useState } from 'react';
import { productPath, VARIANT_PICKER_ANCHOR } from '@/contract/product-slug';
import type { ProductSummary } from '@/contract/products';
import { AddToQuoteButton } from '@/web/features/quote-basket';
import { EnglishFragment, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';
import { useProductText } from '../lib/localized-product';
import { useCardPriceText } from '../lib/use-price-text';
import { StockBadge } from './badges';
import { ProductImage } from './product-image';

// Cards sit four across on wide screens, three on laptops and two on tablets and phones: a buyer
// scanning for a product sees several at once. On phones the card is compact (picture, name, price,
// stock), the CAS number and the description wait for the product page.
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 30vw, 46vw';

const CARD_BUTTON = 'btn-secondary relative z-10 mt-1 w-full px-2 py-1.5 text-xs sm:text-sm';

type Props = {
  product: ProductSummary;
  /** The first row of the catalogue: its pictures load at once. */
  priority?: boolean;
  /** Admin buttons, shown over the picture. */
  actions?: ReactNode;
  onOpen?: () => void;
  /** The name's heading level: 2 in the catalogue, 3 where the cards sit under a section's h2. */
  headingLevel?: 2 | 3;
};

export function ProductCard({ product, priority, actions, onOpen, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useT();
  const price = useCardPriceText()(product);
  const link = productPath(product);
  const text = useProductText();
  // The admin's buttons come after the card is on the page. The catalogue hydrates each card in a
  // turn of its own (<InTurn>); a card whose turn came after the session check answered would
  // otherwise be hydrated with buttons the server's HTML has not, and Preact would pair their box
  // with the card's text instead, leaving them under the card's link. A visitor's card never renders
  // again for this.
  const [canShowActions, setCanShowActions] = useState(false);
  const hasActions = Boolean(actions);
  useEffect(() => {
    if (hasActions) setCanShowActions(true);
  }, [hasActions]);
  return (
    // Off screen (the catalogue's rows below the first), its layout and painting wait until the
    // visitor scrolls near it (content-visibility), the card counting as 320px tall until then.
    <article className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md [content-visibility:auto] [contain-intrinsic-size:auto_320px]">
      {/* The picture's box keeps its 4:3 shape before the picture arrives, so nothing shifts. */}
      <div className="aspect-[4/3] overflow-hidden bg-slate-100" aria-hidden>
        <ProductImage
          image={product.photo}
          alt={text.name(product)}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      {product.category && (
        <span className="absolute left-2 top-2 hidden max-w-[60%] truncate rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-brand-700 shadow-sm sm:left-3 sm:top-3 sm:block">
          {text.category(product.category)}
        </span>
      )}
      {canShowActions && actions && <div className="absolute right-2 top-2 z-10 flex gap-1">{actions}</div>}
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading className="line-clamp-2 text-base font-semibold leading-snug text-slate-900">
          {/* The name's link covers the whole card: on a phone the card is the tap target. */}
          <Link
            to={link}
            onClick={onOpen}
            className="hover:text-brand-700 after:absolute after:inset-0 after:rounded-xl"
          >
            <EnglishFragment>{text.name(product)}</EnglishFragment>
          </Link>
        </Heading>
        {product.casNumber && (
          <p className="hidden text-xs text-muted sm:block">
            {t('catalogue.product.cas', { cas: product.casNumber })}
          </p>
        )}
        <p className="hidden text-sm text-slate-600 sm:line-clamp-2">
          <EnglishFragment>{text.description(product)}</EnglishFragment>
        </p>
        {/* The price has its own line and the stock badge the next, whatever the price's length, so
            every card reads the same way. */}
        <div className="mt-auto flex flex-col items-start gap-1.5 pt-1 sm:pt-2">
          <p
            className={
              !price.priced
                ? 'text-sm font-medium text-accent-600'
                : 'text-sm font-bold text-slate-900 sm:text-base'
            }
          >
            {price.text}
          </p>
          <StockBadge inStock={product.inStock} />
        </div>
        {/* Above the card-wide link, so it takes its own clicks. A product sold in grades and packs is
            asked for in one of them: the button takes the buyer to the product page's picker, which
            shows each one's price and stock, as the big chemical catalogues do. */}
        {product.variantCount > 0 ? (
          <Link
            to={`${link}#${VARIANT_PICKER_ANCHOR}`}
            onClick={onOpen}
            className={`${CARD_BUTTON} text-center`}
            aria-label={t('catalogue.basket.chooseLabel', { name: text.name(product) })}
          >
            {t('catalogue.basket.choose')}
          </Link>
        ) : (
          <AddToQuoteButton product={product} className={CARD_BUTTON} />
        )}
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden data-testid="product-skeleton">
      <div className="aspect-[4/3] animate-pulse bg-slate-200" />
      <div className="space-y-3 p-3 sm:p-4">
        <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="hidden h-3 w-1/3 animate-pulse rounded bg-slate-200 sm:block" />
        <div className="hidden h-3 w-full animate-pulse rounded bg-slate-200 sm:block" />
        <div className="space-y-2 pt-2">
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        </div>
        <div className="h-8 w-full animate-pulse rounded-lg bg-slate-200 sm:h-9" />
      </div>
    </div>
  );
}
