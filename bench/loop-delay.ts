// How long the server's event loop was held up: load it into the benchmark's server with
// BENCH_NODE_ARGS="--import ./bench/loop-delay.ts" (run.ts). Every second it samples the event loop's
// delay (perf_hooks.monitorEventLoopDelay); when the server stops it prints, for the last
// BENCH_TIMING_SECONDS (default 60, the mixed load) before it was told to stop, each second's longest
// delay over 50 ms. The stop itself (closing every connection, the database) is not counted: it held
// the loop some 400 ms, which earlier figures took for a delay under load.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const seconds: { at: number; max: number; p99: number }[] = [];
let stoppedAt: number | undefined;
const sample = () => {
  if (stoppedAt !== undefined) return;
  seconds.push({ at: performance.now(), max: histogram.max / 1e6, p99: histogram.percentile(99) / 1e6 });
  histogram.reset();
};
setInterval(sample, 1000).unref();
// Before the server's own SIGTERM handler (src/server/shutdown.ts) starts the stop.
process.prependListener('SIGTERM', () => {
  sample();
  stoppedAt = performance.now();
});

process.on('exit', () => {
  const since = (stoppedAt ?? performance.now()) - Number(process.env.BENCH_TIMING_SECONDS ?? 60) * 1000;
  const recent = seconds.filter((second) => second.at >= since);
  if (recent.length === 0) return;
  const longest = Math.max(...recent.map((second) => second.max));
  const slow = recent.filter((second) => second.max > 50);
  console.log(
    `\nEvent loop of ${path.basename(process.argv[1] ?? 'this process')}, last ${recent.length} s: longest delay ${longest.toFixed(0)} ms; seconds with a delay over 50 ms: ${slow.length}`,
  );
  for (const second of slow)
    console.log(
      `  at ${((second.at - since) / 1000).toFixed(0)} s: max ${second.max.toFixed(0)} ms, p99 ${second.p99.toFixed(0)} ms`,
    );
});
