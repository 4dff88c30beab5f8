// The dashboard's Contact Messages tab: newest first, filtered all / unread / read, with Mark as Read
// (one way) and Delete (after confirmation) on each message.
import { Download, Inbox } from 'lucide-react';
import { CONTACT_MESSAGES, type ContactStatusFilter } from '@/contract/contact';
import type { MessageId } from '@/i18n/message-id';
import { FilterButtons } from '@/web/components/choice-controls';
import { EmptyState } from '@/web/components/empty-state';
import { PagedList, useFilteredPages } from '@/web/components/paged-list';
import { useLinkedItem } from '@/web/features/admin';
import { useT } from '@/web/i18n';
import { useContactMessages } from './api/get-contact-messages';
import { ContactMessageCard } from './components/contact-message-card';

const FILTERS = [
  { value: 'all', label: 'admin.contacts.filterAll' },
  { value: 'unread', label: 'admin.contacts.filterUnread' },
  { value: 'read', label: 'admin.contacts.filterRead' },
] as const satisfies { value: ContactStatusFilter; label: MessageId }[];

export default function ContactsTab() {
  const { t, msg, locale } = useT();
  const { filter: status, filterBy, page, setPage } = useFilteredPages<ContactStatusFilter>('all');
  const query = useContactMessages(status, page);
  const { linkedId, scrollRef } = useLinkedItem();

  return (
    <section aria-label={t('admin.contacts.label')}>
      <a
        className="btn-secondary mb-3 inline-flex items-center gap-1 text-sm"
        href={`/api/contact/admin/export.csv?${new URLSearchParams({ status, lang: locale })}`}
        download
      >
        <Download className="h-4 w-4" aria-hidden /> {t('admin.contacts.export')}
      </a>
      <FilterButtons
        legend={t('admin.contacts.filterLegend')}
        options={FILTERS.map((filter) => ({ ...filter, label: t(filter.label) }))}
        value={status}
        onChange={filterBy}
      />

      <PagedList
        query={query}
        loadingLabel={t('admin.contacts.loading')}
        isEmpty={(data) => data.data.length === 0}
        empty={<EmptyState icon={Inbox} title={msg(CONTACT_MESSAGES.empty)} />}
        summary={({ pagination }) => t('admin.contacts.count', { count: pagination.totalContacts })}
        page={page}
        onPageChange={setPage}
      >
        {(data, dimmed) => (
          <div className={`mt-3 space-y-3 ${dimmed}`}>
            {data.data.map((message) => (
              <ContactMessageCard
                key={message._id}
                message={message}
                linkedRef={message._id === linkedId ? scrollRef : undefined}
              />
            ))}
          </div>
        )}
      </PagedList>
    </section>
  );
}
