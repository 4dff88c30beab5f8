// The dashboard's Contact Messages tab: newest first, filtered all / unread / read, with Mark as Read
// (one way) and Delete (after confirmation) on each message.
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { CONTACT_MESSAGES, type ContactStatusFilter } from '@/contract/contact';
import { EmptyState } from '@/web/components/empty-state';
import { FilterButtons } from '@/web/components/filter-buttons';
import { PagedList } from '@/web/components/paged-list';
import { useLinkedItem } from '@/web/features/admin';
import { usePageInRange } from '@/web/lib/use-page-in-range';
import { useContactMessages } from './api/get-contact-messages';
import { ContactMessageCard } from './components/contact-message-card';

const FILTERS: { value: ContactStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

export default function ContactsTab() {
  const [status, setStatus] = useState<ContactStatusFilter>('all');
  const [page, setPage] = useState(1);
  const query = useContactMessages(status, page);
  const { linkedId, scrollRef } = useLinkedItem();

  usePageInRange(page, query.data?.pagination.totalPages, setPage);

  return (
    <section aria-label="Contact Messages">
      <FilterButtons
        legend="Filter messages"
        options={FILTERS}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />

      <PagedList
        query={query}
        loadingLabel="Loading messages"
        isEmpty={(data) => data.data.length === 0}
        empty={<EmptyState icon={Inbox} title={CONTACT_MESSAGES.empty} />}
        summary={({ pagination }) =>
          `${pagination.totalContacts} message${pagination.totalContacts === 1 ? '' : 's'}`
        }
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
