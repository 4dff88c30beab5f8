// The staff alert for a new review: the product, the rating, the text, who wrote it, and links to
// the review in the admin area and to the product page where it shows. Written in the reader's
// language (`locale`: the recipient's account's); a reply goes to the reviewer.
import type { Locale } from '@/i18n/locales';
import { adminTabUrl, composeMail, dhakaTime, type OutgoingMail } from '@/server/features/mail';
import { translator } from '@/server/i18n/translator';
import type { CommentRow } from './comment-view';

export function reviewAlertMail(row: CommentRow, publicUrl: string, locale: Locale = 'en'): OutgoingMail {
  const tr = translator(locale);
  const { t } = tr;
  const rating = row.rating ? tr.number(row.rating) : null;
  return {
    kind: 'reviewAlert',
    subject: rating
      ? t('mail.reviewAlert.subjectRated', { product: row.productName, rating })
      : t('mail.reviewAlert.subject', { product: row.productName }),
    replyTo: [row.commenterEmail],
    ...composeMail(
      {
        heading: t('mail.reviewAlert.subject', { product: row.productName }),
        paragraphs: [row.commentText],
        details: [
          [t('mail.label.product'), row.productName],
          [
            t('mail.label.rating'),
            rating ? t('mail.reviewAlert.rating', { rating }) : t('mail.reviewAlert.noRating'),
          ],
          [
            t('mail.label.from'),
            t(row.isRegistered ? 'mail.reviewAlert.registered' : 'mail.reviewAlert.guest', {
              name: row.commenterName,
            }),
          ],
          [t('mail.label.email'), row.commenterEmail],
          [t('mail.label.received'), dhakaTime(row.createdAt, tr)],
          [t('mail.label.productPage'), `${publicUrl}/products/${row.productId}`],
        ],
        action: {
          label: t('mail.reviewAlert.action'),
          url: adminTabUrl(publicUrl, 'comments', { item: row.id }),
        },
      },
      locale,
    ),
  };
}
