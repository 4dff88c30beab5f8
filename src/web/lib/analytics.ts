// Page views and business events (spec §2). Sent to GA4 only when the server configured a
// measurement id (it renders <meta name="ga-measurement-id">); otherwise nothing leaves the browser.
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const ANALYTICS_CURRENCY = 'BDT';

let measurementId: string | null | undefined;

function ensureLoaded(): boolean {
  if (measurementId === undefined) {
    measurementId =
      document.querySelector<HTMLMetaElement>('meta[name="ga-measurement-id"]')?.content || null;
    if (measurementId) {
      const script = document.createElement('script');
      script.async = true;
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
      document.head.appendChild(script);
      window.dataLayer = window.dataLayer ?? [];
      window.gtag = function gtag() {
        // biome-ignore lint/complexity/noArguments: gtag expects the arguments object itself.
        window.dataLayer!.push(arguments);
      };
      window.gtag('js', new Date());
      window.gtag('config', measurementId, { send_page_view: false });
    }
  }
  return Boolean(measurementId);
}

// A private link's token never leaves for analytics: a tracking link opens an inquiry, a password
// reset link an account.
const PRIVATE_TOKEN = /\/(quotes|reset-password)\/[^/?#]+/;

/** A path or address with a private link's token masked: "/bn/reset-password/…". */
export const withoutPrivateToken = (address: string) => address.replace(PRIVATE_TOKEN, '/$1/…');

export function trackPageView(path: string) {
  if (!ensureLoaded()) return;
  window.gtag?.('event', 'page_view', {
    page_path: withoutPrivateToken(path),
    page_location: withoutPrivateToken(window.location.href),
  });
}

export function trackEvent(name: string, params: Record<string, unknown> = {}) {
  if (!ensureLoaded()) return;
  window.gtag?.('event', name, { currency: ANALYTICS_CURRENCY, ...params });
}
