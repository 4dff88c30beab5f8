// A staff alert e-mail links to one item of a dashboard tab: /admin?tab=contacts&item=<id>. The tab
// marks that item and scrolls it into view once it is listed.
import { type RefCallback, useCallback } from 'react';
import { useSearchParams } from '@/web/lib/router';

/** The id the dashboard's URL points at, and a ref that scrolls the item with that id into view. */
export function useLinkedItem(): { linkedId: string | null; scrollRef: RefCallback<HTMLElement> } {
  const [params] = useSearchParams();
  const linkedId = params.get('item');
  const scrollRef = useCallback<RefCallback<HTMLElement>>((element) => {
    element?.scrollIntoView({ block: 'center' });
  }, []);
  return { linkedId, scrollRef };
}
