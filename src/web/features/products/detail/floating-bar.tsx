import { ArrowUp, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '@/web/i18n';
import { shareProduct } from '../lib/share';
import { FavoriteButton } from './favorite-button';
import { useScrolledPast } from './use-scroll';

export const FLOATING_BAR_AFTER_PX = 300;

const round = 'rounded-full p-2.5 text-slate-700 hover:bg-slate-100';

/** Whether the site footer is on screen: the bar steps aside so it never covers the footer's text. */
function useFooterInView() {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('footer');
    if (!footer) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/** Favorite, share and back to top, once the reader has scrolled past 300px (spec §2). */
export function FloatingBar({ product }: { product: { _id: string; name: string } }) {
  const { t } = useT();
  const visible = useScrolledPast(FLOATING_BAR_AFTER_PX);
  const footerInView = useFooterInView();
  if (!visible || footerInView) return null;
  return (
    <div
      role="toolbar"
      aria-label={t('catalogue.product.quickActions')}
      className="fixed bottom-4 right-4 z-30 flex gap-1 rounded-full bg-white/95 p-1 shadow-lg ring-1 ring-slate-200 backdrop-blur"
    >
      <FavoriteButton product={product} className={round} compact />
      <button
        type="button"
        className={round}
        onClick={() => shareProduct(product)}
        aria-label={t('catalogue.product.share')}
        title={t('catalogue.product.share')}
      >
        <Share2 className="h-4 w-4" aria-hidden />
      </button>
      <button
        type="button"
        className={round}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        aria-label={t('catalogue.product.scrollToTop')}
        title={t('catalogue.product.scrollToTop')}
      >
        <ArrowUp className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
