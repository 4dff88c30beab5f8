import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-rules';

const none = { commentId: null, productId: null, inquiryId: null, contactId: null };

describe('notificationLink', () => {
  it('opens the item each kind of notification is about', () => {
    expect(notificationLink({ ...none, type: 'inquiry', inquiryId: 'i1' })).toBe('/admin/inquiries?id=i1');
    expect(notificationLink({ ...none, type: 'comment', commentId: 'c1', productId: 'p1' })).toBe(
      '/products/p1#comments',
    );
    expect(notificationLink({ ...none, type: 'system', contactId: 'm1' })).toBe('/admin?tab=contacts');
    expect(notificationLink({ ...none, type: 'user' })).toBe('/admin?tab=users');
    expect(notificationLink({ ...none, type: 'product', productId: 'p1' })).toBe('/products/p1');
  });

  it('falls back to the list when the item is gone, and to nothing for system messages', () => {
    expect(notificationLink({ ...none, type: 'inquiry' })).toBe('/admin/inquiries');
    expect(notificationLink({ ...none, type: 'comment' })).toBe('/admin?tab=comments');
    expect(notificationLink({ ...none, type: 'product' })).toBeNull();
    expect(notificationLink({ ...none, type: 'system' })).toBeNull();
  });
});
