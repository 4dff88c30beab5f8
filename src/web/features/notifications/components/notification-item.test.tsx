// A notification's two actions: "mark as read" only while it is unread, "remove" always, each named
// for the notification it acts on.
import { cleanup, fireEvent, render as renderInPage, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import type { Notification } from '@/contract/notifications';
import { withI18n } from '../../../../../test/helpers/i18n';
import { NotificationItem } from './notification-item';

// In the translator the pages get (the server's, over the catalogs as they are in the repository).
const render = (ui: React.ReactElement) => renderInPage(ui, { wrapper: withI18n('en') });

afterEach(cleanup);

const notification = (read: boolean) =>
  ({
    _id: 'n1',
    type: 'inquiry',
    title: 'New inquiry',
    message: 'Rahim asks for caustic soda.',
    read,
    readAt: null,
    createdAt: new Date().toISOString(),
    commentId: null,
    productId: null,
    inquiryId: 'i1',
    contactId: null,
    link: '/admin/inquiries?id=i1',
  }) as Notification;

it('marks an unread notification as read, and removes it', () => {
  const onMarkRead = vi.fn();
  const onRemove = vi.fn();
  render(
    <ul>
      <NotificationItem
        notification={notification(false)}
        onOpen={() => {}}
        onMarkRead={onMarkRead}
        onRemove={onRemove}
      />
    </ul>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Mark "New inquiry" as read' }));
  expect(onMarkRead).toHaveBeenCalledOnce();
  const remove = screen.getByRole('button', { name: 'Remove "New inquiry"' });
  expect(remove.getAttribute('title')).toBe('Remove');
  fireEvent.click(remove);
  expect(onRemove).toHaveBeenCalledOnce();
});

it('offers no "mark as read" once read', () => {
  render(
    <ul>
      <NotificationItem
        notification={notification(true)}
        onOpen={() => {}}
        onMarkRead={() => {}}
        onRemove={() => {}}
      />
    </ul>,
  );
  expect(screen.queryByRole('button', { name: /as read/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Remove "New inquiry"' })).toBeTruthy();
});
