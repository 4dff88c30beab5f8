import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice, PRODUCT_TEXT } from '@/contract/product-rules';
import type { Product } from '@/contract/products';
import { StockBadge } from './badges';
import { ProductImage } from './product-image';

// Cards sit four across on wide screens, two on tablets, one on phones.
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw';

type Props = {
  product: Product;
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
  const price = formatPrice(product.price);
  const link = `/products/${product._id}`;
  return (
    <article className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md">
      {/* The picture repeats the name's link for the mouse; keyboards and screen readers use the name. */}
      <Link
        to={link}
        onClick={onOpen}
        className="block aspect-[4/3] overflow-hidden bg-slate-100"
        tabIndex={-1}
        aria-hidden
      >
        <ProductImage
          image={product.photo}
          alt={product.name}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </Link>
      {product.category && (
        <span className="absolute left-3 top-3 max-w-[60%] truncate rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-brand-700 shadow-sm">
          {product.category}
        </span>
      )}
      {actions && <div className="absolute right-2 top-2 flex gap-1">{actions}</div>}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 text-base font-semibold leading-snug text-slate-900">
          <Link to={link} onClick={onOpen} className="hover:text-brand-700">
            {product.name}
          </Link>
        </Heading>
        {product.casNumber && <p className="text-xs text-muted">CAS {product.casNumber}</p>}
        <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <p
            className={
              price === PRODUCT_TEXT.contactForPricing
                ? 'text-sm font-medium text-accent-600'
                : 'text-base font-bold text-slate-900'
            }
          >
            {price}
          </p>
          <StockBadge inStock={product.inStock} />
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden data-testid="product-skeleton">
      <div className="aspect-[4/3] animate-pulse bg-slate-200" />
      <div className="space-y-3 p-4">
        <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-full animate-pulse rounded bg-slate-200" />
        <div className="flex justify-between pt-2">
          <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-1/5 animate-pulse rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
