import { fork } from 'node:child_process';
import { SEARCHES } from './searches';

const child = fork('bench/server.ts', {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_PRODUCTS: '37' },
});
const ready: any = await new Promise((r) => child.once('message', r));
for (const pass of [1, 2]) {
  const out = [];
  for (const q of SEARCHES) {
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:${ready.port}/api/products?q=${encodeURIComponent(q)}`);
    await res.text();
    out.push(`${q}:${(performance.now() - t).toFixed(0)}`);
  }
  console.log(out.join(' '));
}
child.kill('SIGTERM');
