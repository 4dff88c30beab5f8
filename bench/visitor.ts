// The mixed load's new visitors (run.ts), in a process of their own: timed in the process that also
// drives the load's 200 connections, a visitor's wait included that process's own busy event loop,
// which no visitor's browser has. On the parent's 'start', after BENCH_VISIT_AFTER ms and then every
// BENCH_VISIT_EVERY ms, a fresh connection (no keep-alive) asks for the next of BENCH_VISIT_PATHS
// (comma-separated) and is timed to its last byte; on 'stop' the waits are sent back, each with the
// second of the load it began in.
import http from 'node:http';

const port = Number(process.env.BENCH_VISIT_PORT);
const paths = process.env.BENCH_VISIT_PATHS!.split(',');
const after = Number(process.env.BENCH_VISIT_AFTER ?? 0);
const every = Number(process.env.BENCH_VISIT_EVERY ?? 250);

let loadStarted = 0;

function visit(requestPath: string) {
  const started = performance.now();
  const waited = (wait: number) => ({ wait, at: (started - loadStarted) / 1000 });
  return new Promise<{ wait: number; at: number }>((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: requestPath, agent: false, timeout: 30_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(waited(performance.now() - started)));
      },
    );
    request.on('error', () => resolve(waited(Number.POSITIVE_INFINITY)));
    request.on('timeout', () => request.destroy());
  });
}

const waits: Promise<{ wait: number; at: number }>[] = [];
let timer: NodeJS.Timeout | undefined;
process.on('message', async (message) => {
  if (message === 'start') {
    loadStarted = performance.now();
    timer = setTimeout(function next() {
      waits.push(visit(paths[waits.length % paths.length]));
      timer = setTimeout(next, every);
    }, after);
    return;
  }
  clearTimeout(timer);
  process.send?.(await Promise.all(waits));
  process.disconnect();
});
process.send?.('ready');
