// `npx tsx bench/write-timing.ts`: how many round trips each public write takes on the embedded
// database, and how long it holds the database's one session: BENCH_WRITES (30) of each, one at a
// time on an idle server (bench/server.ts, its small catalogue), a quote basket of three lines, a
// one-product inquiry, a sample request and a contact message. The server prints, when it stops, the
// session's holders (bench/session-timing.ts): a write's statements are its round trips, each a
// holder of its own unless a transaction keeps them together. BENCH_ROOT=<checkout> measures another
// checkout's server (before and after).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { personStamps } from './form-stamps';

const COUNT = Number(process.env.BENCH_WRITES ?? 30);

type Ready = { port: number; ids: string[] };

async function main() {
  const server = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', '--import', './bench/session-timing.ts'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production', BENCH_PRODUCTS: process.env.BENCH_PRODUCTS ?? '37' },
    cwd: process.env.BENCH_ROOT,
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('message', (message) => resolve(message as Ready));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${ready.port}`;
  const contact = {
    name: 'Bench Buyer',
    email: 'buyer@example.com',
    phone: '+880 1711-222333',
  };
  const writes: Record<string, (n: number) => [string, object]> = {
    'quote basket, 3 lines': (n) => [
      '/api/inquiries',
      {
        ...contact,
        inquiry: `Monthly supply (${n})`,
        lines: [0, 1, 2].map((k) => ({ productId: ready.ids[k], quantity: 5 + k, unit: 'MT' })),
      },
    ],
    'one-product inquiry': (n) => [
      '/api/inquiries',
      { ...contact, productId: ready.ids[3], inquiry: `Price? (${n})` },
    ],
    'sample request': (n) => [
      '/api/samples',
      {
        ...contact,
        productId: ready.ids[4],
        quantity: 2,
        unit: 'kg',
        intendedUse: `Trial batch ${n}`,
        company: 'Padma Textiles Ltd',
        deliveryAddress: 'Plot 12, BSCIC, Narayanganj',
      },
    ],
    'contact message': (n) => [
      '/api/contact',
      { ...contact, subject: 'sales', message: `Price for 5 MT? (${n})` },
    ],
  };
  try {
    const stamp = await personStamps(base, COUNT * Object.keys(writes).length);
    for (const [label, write] of Object.entries(writes)) {
      const times: number[] = [];
      for (let n = 0; n < COUNT; n++) {
        const [path, body] = write(n);
        const started = performance.now();
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, formStamp: stamp() }),
        });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`${label}: ${path} answered ${response.status}`);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: ${COUNT} one at a time, answer median ${times[Math.floor(COUNT / 2)].toFixed(1)} ms`,
      );
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
