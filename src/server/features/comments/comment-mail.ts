// The staff alert for a new review: the product, the rating, the text, who wrote it, and links to
// the review in the admin area and to the product page where it shows.
import { composeMail } from '@/server/features/mail/compose-mail';
import { adminTabUrl, dhakaTime } from '@/server/features/mail/mail-format';
import type { OutgoingMail } from '@/server/features/mail/outbox';
import type { CommentRow } from './comment-view';

export function reviewAlertMail(row: CommentRow, publicUrl: string): OutgoingMail {
  return {
    kind: 'reviewAlert',
    subject: `New review of ${row.productName}${row.rating ? ` (${row.rating}/5)` : ''}`,
    ...composeMail({
      heading: `New review of ${row.productName}`,
      paragraphs: [row.commentText],
      details: [
        ['Product', row.productName],
        ['Rating', row.rating ? `${row.rating} out of 5` : 'No rating'],
        ['From', `${row.commenterName}${row.isRegistered ? ' (registered user)' : ' (guest)'}`],
        ['Email', row.commenterEmail],
        ['Received', dhakaTime(row.createdAt)],
        ['Product page', `${publicUrl}/products/${row.productId}`],
      ],
      action: { label: 'Reply in the admin area', url: adminTabUrl(publicUrl, 'comments', { item: row.id }) },
    }),
  };
}
