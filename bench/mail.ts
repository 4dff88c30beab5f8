// The sales desk's side of the bench: from a quote basket's POST /api/inquiries (three lines) to its
// staff alert accepted by a real SMTP server, one submission at a time, with the mail worker running.
// The buyer's acknowledgement goes out too; only the alert counts. Target: median under 2 s.
import type { ReceivedMail, TestSmtpServer } from '../test/helpers/smtp';
import { personStamps } from './form-stamps';

const SUBMISSIONS = 20;
/** The staff recipients bench/server.ts sets. */
export const BENCH_STAFF_ADDRESS = 'sales@bench.example';

async function waitForMail(
  smtp: TestSmtpServer,
  matches: (mail: ReceivedMail) => boolean,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (smtp.messages.some(matches)) return;
    if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

export async function measureInquiryMail(base: string, smtp: TestSmtpServer, productIds: string[]) {
  const times: number[] = [];
  // Sent as a person sends the basket (src/contract/spam.ts): a start stamp old enough, one each.
  const stamp = await personStamps(base, SUBMISSIONS);
  for (let i = 0; i < SUBMISSIONS; i++) {
    const name = `Bench Buyer ${i} ${Date.now().toString(36)}`;
    const started = performance.now();
    const response = await fetch(`${base}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: `buyer-${i}@example.com`,
        formStamp: stamp(),
        deliveryLocation: 'Tongi, Gazipur',
        lines: [0, 1, 2].map((k) => ({
          productId: productIds[(i * 3 + k) % productIds.length],
          quantity: 5 + k,
          unit: 'MT',
        })),
      }),
    });
    if (response.status !== 201) {
      throw new Error(`POST /api/inquiries answered ${response.status}: ${await response.text()}`);
    }
    await waitForMail(
      smtp,
      (mail) => mail.envelope.to.includes(BENCH_STAFF_ADDRESS) && (mail.subject ?? '').includes(`(${name})`),
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\nPOST /api/inquiries (a 3-line quote basket) to its staff alert received by SMTP, ${SUBMISSIONS} submissions one at a time`,
  );
  console.log(
    `  median ${ms(times[Math.floor(times.length / 2)])}   min ${ms(times[0])}   max ${ms(times.at(-1)!)}   (target: median under 2 s)`,
  );
}
