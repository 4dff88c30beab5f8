// A real SMTP server for tests (the smtp-server package) on a free local port. Every message it
// accepts is parsed with mailparser and kept in `messages`, in arrival order. It can be told to
// refuse mail (421, as a busy server does) or be stopped outright and started again on the same
// port (connections refused meanwhile), to test an outage.
//
//   const smtp = await startSmtpServer();
//   ... createTestApp({ smtpUrl: smtp.url }) ...
//   const [mail] = await smtp.waitFor(1);   // mail.subject, mail.text, mail.html, mail.to, mail.messageId
//   await smtp.stop(); ...; await smtp.start();
//   const held = smtp.hold(); await held.arrived; ...; held.release();   // a slow answer to DATA
//   await smtp.close();                      // at the end of the test file
import net from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & {
  /** The SMTP envelope: who the sending server said it was from and to. */
  envelope: { from: string; to: string[] };
};

export type TestSmtpServer = {
  /** smtp://user:pass@127.0.0.1:port, for SMTP_URL (the server asks for these credentials). */
  url: string;
  port: number;
  /** Every accepted message, parsed, in arrival order. */
  messages: ReceivedMail[];
  /** Resolves with the messages once at least `count` have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * Holds back the answer to every message until release(), as a slow server does: the sender waits
   * with its mail in flight. `arrived` resolves when the first held message comes in.
   */
  hold(): { arrived: Promise<void>; release(): void };
  /** Answers every new message with "421 try again later" until accept() is called. */
  refuse(): void;
  accept(): void;
  /** Stops listening and drops open connections: sending fails with ECONNREFUSED. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Stops for good (call at the end of the test file). */
  close(): Promise<void>;
};

const CREDENTIALS = { user: 'mailer', pass: 'mail-secret' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const messages: ReceivedMail[] = [];
  const waiters: { count: number; resolve(): void }[] = [];
  let refusing = false;
  let held: { released: Promise<void>; arrive(): void } | null = null;
  let server: SMTPServer | null = null;

  const notify = () => {
    for (const waiter of [...waiters]) {
      if (messages.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const instance = new SMTPServer({
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        // Open connections are cut at once on stop(), as when the server goes down.
        closeTimeout: 50,
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === CREDENTIALS.user && auth.password === CREDENTIALS.pass) {
            callback(null, { user: auth.username });
          } else {
            callback(new Error('Invalid username or password'));
          }
        },
        onMailFrom(_address, _session, callback) {
          if (!refusing) return callback();
          const error = new Error('Service not available, try again later') as Error & {
            responseCode: number;
          };
          error.responseCode = 421;
          callback(error);
        },
        onData(stream, session, callback) {
          held?.arrive();
          (held?.released ?? Promise.resolve())
            .then(() => simpleParser(stream))
            .then((parsed) => {
              messages.push(
                Object.assign(parsed, {
                  envelope: {
                    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                    to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                  },
                }),
              );
              callback();
              notify();
            })
            .catch(callback);
        },
      });
      instance.on('error', () => {
        // Connection errors (a client cut off by stop()) are part of the tests.
      });
      instance.server.once('error', reject);
      instance.listen(port, '127.0.0.1', () => {
        server = instance;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const running = server;
      server = null;
      if (!running) return resolve();
      running.close(() => resolve());
    });

  await listen();
  return {
    url: `smtp://${CREDENTIALS.user}:${CREDENTIALS.pass}@127.0.0.1:${port}`,
    port,
    messages,
    waitFor(count, timeoutMs = 15_000) {
      if (messages.length >= count) return Promise.resolve(messages);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`expected ${count} mails, ${messages.length} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(messages);
          },
        };
        waiters.push(waiter);
      });
    },
    hold() {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { released, arrive };
      return {
        arrived,
        release() {
          held = null;
          release();
        },
      };
    },
    refuse() {
      refusing = true;
    },
    accept() {
      refusing = false;
    },
    stop,
    async start() {
      if (!server) await listen();
    },
    close: stop,
  };
}
