// The dashboard's Comments Management tab: every comment on every product, newest first, filtered by
// reply state or commenter type and by approval, with reply, hide/approve and delete on each card.
import { MessageSquare } from 'lucide-react';
import { type AdminCommentFilter, type AdminCommentsParams, COMMENT_MESSAGES } from '@/contract/comments';
import { ChoiceSelect, FilterButtons } from '@/web/components/choice-controls';
import { EmptyState } from '@/web/components/empty-state';
import { PagedList, useFilteredPages } from '@/web/components/paged-list';
import { useLinkedItem } from '@/web/features/admin';
import { useT } from '@/web/i18n';
import { useAdminComments } from './api/get-admin-comments';
import { CommentCard } from './components/comment-card';

const FILTERS = ['all', 'unreplied', 'replied', 'guests', 'users'] as const satisfies AdminCommentFilter[];

type Approval = 'all' | 'true' | 'false';
const APPROVALS = ['all', 'true', 'false'] as const satisfies Approval[];

function toParams(filter: AdminCommentFilter, approval: Approval, page: number): AdminCommentsParams {
  return {
    page,
    ...(filter === 'unreplied' || filter === 'replied' ? { status: filter } : {}),
    ...(filter === 'guests' || filter === 'users' ? { type: filter } : {}),
    ...(approval === 'all' ? {} : { approved: approval }),
  };
}

export default function CommentsTab() {
  const { t, msg } = useT();
  const { filter, filterBy, page, setPage } = useFilteredPages<{
    kind: AdminCommentFilter;
    approval: Approval;
  }>({ kind: 'all', approval: 'all' });
  const query = useAdminComments(toParams(filter.kind, filter.approval, page));
  const { linkedId, scrollRef } = useLinkedItem();

  return (
    <section aria-label={t('admin.comments.label')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterButtons
          legend={t('admin.comments.filterLegend')}
          options={FILTERS.map((value) => ({ value, label: t(`admin.comments.filter.${value}`) }))}
          value={filter.kind}
          onChange={(kind) => filterBy({ ...filter, kind })}
        />
        <ChoiceSelect
          layout="inline"
          label={t('admin.comments.visibility')}
          options={APPROVALS.map((value) => ({ value, label: t(`admin.comments.approval.${value}`) }))}
          value={filter.approval}
          onChange={(approval) => filterBy({ ...filter, approval })}
        />
      </div>

      <PagedList
        query={query}
        loadingLabel={t('admin.comments.loading')}
        isEmpty={(data) => data.comments.length === 0}
        empty={<EmptyState icon={MessageSquare} title={msg(COMMENT_MESSAGES.noneFound)} />}
        summary={({ pagination }) => t('admin.comments.count', { count: pagination.totalComments })}
        page={page}
        onPageChange={setPage}
      >
        {(data, dimmed) => (
          <div className={`mt-3 space-y-4 ${dimmed}`}>
            {data.comments.map((comment) => (
              <CommentCard
                key={comment._id}
                comment={comment}
                variant="moderation"
                linkedRef={comment._id === linkedId ? scrollRef : undefined}
              />
            ))}
          </div>
        )}
      </PagedList>
    </section>
  );
}
