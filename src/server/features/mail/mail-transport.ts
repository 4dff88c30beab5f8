// The connection to the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL).
import type { Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** Seconds a single send may take at most; the worker's lease on a claimed mail outlasts them. */
export const SEND_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 } as const;

export type MailTransport = { sendMail(mail: Mail.Options): Promise<unknown>; close(): void };

/** nodemailer is loaded with the first mail sent, not at start: an idle server does not hold it. */
export function createMailTransport(smtpUrl: string): MailTransport {
  let loading: Promise<Transporter> | undefined;
  const transporter = () =>
    (loading ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // A few connections kept open and reused: a burst of mail (an outage ending) goes out quickly.
        pool: true,
        maxConnections: 3,
        connectionTimeout: SEND_TIMEOUTS_MS.connection,
        greetingTimeout: SEND_TIMEOUTS_MS.greeting,
        socketTimeout: SEND_TIMEOUTS_MS.socket,
      }),
    ));
  return {
    sendMail: async (mail) => (await transporter()).sendMail(mail),
    close() {
      void loading?.then((transport) => transport.close());
    },
  };
}

/** The URL without its password, for log lines. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (url.password) url.password = '***';
    return url.href;
  } catch {
    return 'an SMTP_URL that is not a valid URL';
  }
}
