// The mail with a link to choose a new password, in the account's language. The link's address is
// made in one place, passwordResetUrl; the token in it is filled in only as the mail is sent.
import { COMPANY } from '@/contract/site';
import { type Locale, localizedPath } from '@/i18n/locales';
import { composeMail, type OutgoingMail } from '@/server/features/mail';
import { translator } from '@/server/i18n/translator';
import type { UserRow } from './auth-repository';

/** The page that sets the new password, in the language the mail is written in. */
export const passwordResetUrl = (publicUrl: string, token: string, locale: Locale) =>
  `${publicUrl}${localizedPath(`/reset-password/${token}`, locale)}`;

export function passwordResetMail(user: UserRow, url: string, locale: Locale): OutgoingMail {
  const { t } = translator(locale);
  return {
    kind: 'passwordReset',
    subject: t('mail.passwordReset.subject', { site: COMPANY.shortName }),
    ...composeMail(
      {
        heading: t('mail.passwordReset.heading'),
        paragraphs: [
          t('mail.passwordReset.greeting', { name: user.fullName }),
          t('mail.passwordReset.intro', { site: COMPANY.shortName, email: user.email }),
        ],
        action: { label: t('mail.passwordReset.action'), url },
        footnote: t('mail.passwordReset.footnote'),
      },
      locale,
    ),
  };
}
