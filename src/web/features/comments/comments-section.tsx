// The product page's comments: rating summary, the form, the sorted list and Load More. The product
// page mounts it inside its Reviews section (id="comments").

import { Trans } from '@lingui/react';
import { MessageSquare, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COMMENT_MESSAGES, type CommentSort, type RatingStats } from '@/contract/comments';
import { EmptyState } from '@/web/components/empty-state';
import { LoadMoreButton } from '@/web/components/load-more-button';
import { Spinner } from '@/web/components/spinner';
import { useFormat, useT } from '@/web/i18n';
import { ratingFigure } from '@/web/lib/rating-figure';
import { useLocation } from '@/web/lib/router';
import { toast } from '@/web/lib/toast';
import { useProductComments } from './api/get-product-comments';
import { CommentCard } from './components/comment-card';
import { CommentForm } from './components/comment-form';
import { CommentSortSelect, SORT_LABEL_KEYS } from './components/comment-sort';

export function CommentsSection({ productId }: { productId: string }) {
  const { t, msg } = useT();
  const format = useFormat();
  const [sort, setSort] = useState<CommentSort>('newest');
  const query = useProductComments(productId, sort);
  const firstPage = query.data?.pages[0];
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];
  const total = firstPage?.pagination.totalComments ?? 0;

  useScrollToHashOnceLoaded(query.isSuccess);

  const changeSort = (next: CommentSort) => {
    setSort(next);
    toast.success(t('reviews.sortedBy', { label: t(SORT_LABEL_KEYS[next]) }));
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-slate-900">
            {t('catalogue.product.reviews')}{' '}
            <span className="font-normal text-muted">({format.number(total)})</span>
          </h2>
          {firstPage && <RatingSummary stats={firstPage.stats} />}
        </div>
        {total > 0 && <CommentSortSelect value={sort} onChange={changeSort} />}
      </div>

      <CommentForm productId={productId} />

      {query.isPending ? (
        <Spinner label={t('reviews.loading')} className="py-10" />
      ) : query.isError ? (
        <div className="card flex flex-col items-center gap-3 p-6 text-center text-sm text-slate-600">
          {msg(COMMENT_MESSAGES.fetchFailed)}
          <button type="button" className="btn-secondary" onClick={() => query.refetch()}>
            {t('catalogue.tryAgain')}
          </button>
        </div>
      ) : comments.length === 0 ? (
        <EmptyState icon={MessageSquare} title={msg(COMMENT_MESSAGES.noReviews)}>
          {t('reviews.beFirst')}
        </EmptyState>
      ) : (
        <div className={`space-y-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          {comments.map((comment) => (
            <CommentCard key={comment._id} comment={comment} />
          ))}
          {query.hasNextPage && (
            <div className="flex justify-center pt-2">
              <LoadMoreButton
                query={query}
                className="btn-secondary"
                label={t('reviews.loadMore')}
                busyLabel={t('reviews.loadingMore')}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function RatingSummary({ stats }: { stats: RatingStats }) {
  const { t, figures } = useT();
  if (stats.averageRating === null)
    return <p className="mt-1 text-sm text-muted">{t('catalogue.product.noRatings')}</p>;
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
      <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden />
      <Trans
        id="reviews.average"
        values={{ rating: ratingFigure(stats.averageRating, figures) }}
        components={{ 0: <span className="font-semibold text-slate-900" /> }}
      />
      <span className="text-muted">({t('reviews.ratingCount', { count: stats.ratingCount })})</span>
    </p>
  );
}

// A link to /products/{id}#comments arrives before the comments do; scroll once they are in place.
function useScrollToHashOnceLoaded(loaded: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!loaded || done.current || hash !== '#comments') return;
    done.current = true;
    document.getElementById('comments')?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
}
