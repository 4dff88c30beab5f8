// Share (spec §2, §8): the device's share sheet where there is one, otherwise the link is copied.
// A visitor closing the share sheet is not a failure.
import { PRODUCT_TEXT } from '@/contract/product-rules';
import { trackEvent } from '@/web/lib/analytics';
import { notifyError, notifySuccess } from '@/web/lib/notify';

export async function shareProduct(product: { _id: string; name: string }, url = window.location.href) {
  const link = url.split('#')[0];
  trackEvent('share', { content_type: 'product', item_id: product._id });
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: product.name, text: product.name, url: link });
      notifySuccess(PRODUCT_TEXT.shared);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notifyError(null, PRODUCT_TEXT.shareFailed);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(link);
    notifySuccess(PRODUCT_TEXT.linkCopied);
  } catch {
    notifyError(null, PRODUCT_TEXT.copyFailed);
  }
}
