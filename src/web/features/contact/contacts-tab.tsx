// The dashboard's Contact Messages tab: newest first, filtered all / unread / read, with Mark as Read
// (one way) and Delete (after confirmation) on each message.
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { CONTACT_MESSAGES, type ContactStatusFilter } from '@/contract/contact';
import { EmptyState } from '@/web/components/empty-state';
import { FilterButtons } from '@/web/components/filter-buttons';
import { Pagination } from '@/web/components/pagination';
import { Spinner } from '@/web/components/spinner';
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

      {query.isPending ? (
        <Spinner label="Loading messages" className="py-16" />
      ) : !query.data || query.data.data.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={Inbox} title={CONTACT_MESSAGES.empty} />
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-muted">
            {query.data.pagination.totalContacts} message
            {query.data.pagination.totalContacts === 1 ? '' : 's'}
          </p>
          <div className={`mt-3 space-y-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
            {query.data.data.map((message) => (
              <ContactMessageCard key={message._id} message={message} />
            ))}
          </div>
          <Pagination
            currentPage={query.data.pagination.currentPage}
            totalPages={query.data.pagination.totalPages}
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}
