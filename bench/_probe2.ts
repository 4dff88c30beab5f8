import { fork } from 'node:child_process';
import autocannon from 'autocannon';

const child = fork('bench/anchor.ts', { execArgv: ['--import', 'tsx'] });
const ready: any = await new Promise((r) => child.once('message', r));
for (const n of [1, 37]) {
  const r = await autocannon({
    url: `http://127.0.0.1:${ready.port}`,
    connections: 50,
    duration: 2,
    requests: Array.from({ length: n }, (_, i) => ({ path: `/?x=${i}` })),
  });
  console.log(n, r.requests.average, r.latency.p50);
}
child.kill('SIGTERM');
