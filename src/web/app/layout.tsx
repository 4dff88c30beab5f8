import { lazy, Suspense, useEffect } from 'react';
import { ConfirmProvider } from '@/web/components/confirm-dialog';
import { PageSpinner } from '@/web/components/spinner';
import { QuoteBasketSync } from '@/web/features/quote-basket';
import { useT } from '@/web/i18n';
import { trackPageView } from '@/web/lib/analytics';
import { InTurn } from '@/web/lib/in-turn';
import { useLocation } from '@/web/lib/router';
import { useToastsWanted } from '@/web/lib/toast';
import { Header } from './header';
import { Pages } from './routes';
import { useScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';

// Loaded with the first toast (src/web/lib/toast.ts).
const ToastLayer = lazy(() =>
  import('@/web/components/toast-layer').then((module) => ({ default: module.ToastLayer })),
);

export function Layout() {
  const { t } = useT();
  const location = useLocation();
  const toastsWanted = useToastsWanted();
  useEffect(() => trackPageView(location.pathname), [location.pathname]);
  useScrollRestoration(location.pathname, location.search);

  return (
    <ConfirmProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t('common.skipToContent')}
        </a>
        <InTurn>
          <Header />
        </InTurn>
        <main id="main" className="flex-1">
          {/* Pages render at once; only what depends on the session waits for the start-up check
              (the header's account links, the guards in guards.tsx). */}
          <Suspense fallback={<PageSpinner />}>
            <InTurn>
              <Pages />
            </InTurn>
          </Suspense>
        </main>
        <SiteFooter />
      </div>
      {toastsWanted && (
        <Suspense fallback={null}>
          <ToastLayer />
        </Suspense>
      )}
      <QuoteBasketSync />
    </ConfirmProvider>
  );
}
