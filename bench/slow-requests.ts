// Which requests were slowest: load it into the benchmark's server with
// BENCH_NODE_ARGS="--import ./bench/slow-requests.ts" (run.ts). Every request the server's HTTP
// server receives is timed from its arrival to its answer's last byte handed to the socket; when the
// server stops it prints the BENCH_SLOWEST (default 10) slowest of the last BENCH_TIMING_SECONDS
// (default 60, the mixed load) before it was told to stop, with when each arrived. A load
// generator's figures say how slow the tail is; this says what the tail is.
import http from 'node:http';
import path from 'node:path';

type Timed = { took: number; at: number; method: string; url: string; status: number };

const keep = Number(process.env.BENCH_SLOWEST ?? 10);
// Each second's slowest, slowest first (the whole run's would be the table's rows, before the load).
const bySecond = new Map<number, Timed[]>();
let stoppedAt: number | undefined;

function note(entry: Timed) {
  const second = Math.floor(entry.at / 1000);
  const kept = bySecond.get(second) ?? [];
  if (kept.length === keep && entry.took <= kept[keep - 1].took) return;
  bySecond.set(second, [...kept, entry].sort((a, b) => b.took - a.took).slice(0, keep));
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  if (event === 'request' && stoppedAt === undefined) {
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
    const at = performance.now();
    response.once('finish', () =>
      note({
        took: performance.now() - at,
        at,
        method: request.method ?? '',
        url: request.url ?? '',
        status: response.statusCode,
      }),
    );
  }
  return Reflect.apply(emit, this, [event, ...args]);
} as typeof emit;

// Before the server's own SIGTERM handler (src/server/shutdown.ts) starts the stop.
process.prependListener('SIGTERM', () => {
  stoppedAt = performance.now();
});

process.on('exit', () => {
  const since = (stoppedAt ?? performance.now()) - Number(process.env.BENCH_TIMING_SECONDS ?? 60) * 1000;
  const recent = [...bySecond.values()]
    .flat()
    .filter((request) => request.at >= since)
    .sort((a, b) => b.took - a.took)
    .slice(0, keep);
  if (recent.length === 0) return;
  console.log(
    `\nSlowest requests to ${path.basename(process.argv[1] ?? 'this process')}, last ${process.env.BENCH_TIMING_SECONDS ?? 60} s:`,
  );
  for (const request of recent)
    console.log(
      `  ${request.took.toFixed(0)} ms at ${((request.at - since) / 1000).toFixed(1)} s: ${request.method} ${request.url.slice(0, 120)} (${request.status})`,
    );
});
