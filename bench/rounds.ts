// What the benches share to report as ratios to an anchor measured in the same run (run.ts's
// hello-world): a shared machine moves raw figures far more than ratios. Rounds interleave every row
// with the anchor, so a busy moment touches both alike; each row shows its median and the rounds'
// range. Figures, not a pass or a fail.
import Fastify from 'fastify';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const ratio = (value: number) => (value >= 0.1 ? value.toFixed(2) : value.toFixed(3));
const ms = (value: number) => value.toFixed(1);
/** This process's CPU time so far, user and system, in microseconds. */
export const cpuMicroseconds = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * The anchor: a bare Fastify 5 hello-world (bench/anchor.ts serves it over HTTP), at every address,
 * so that it can be asked the very requests a row asks the site (run.ts).
 */
export function anchorApp() {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  app.get('/*', async () => ({ hello: 'world' }));
  return app;
}

export type TimedRow = { label: string; call(): Promise<unknown> };

/**
 * Times each row `calls` times per round, just after `calls` timings of the anchor, for `rounds`
 * rounds, and prints a row each: the median time of a call (over every call of every round), the
 * rounds' medians' min and max, and the ratio of the row's median to the anchor's in its round
 * (median of the rounds, and their min-max).
 */
export async function printInterleaved(
  rows: TimedRow[],
  anchor: () => Promise<unknown>,
  { rounds, calls, warmup = 2 }: { rounds: number; calls: number; warmup?: number },
) {
  const time = async (call: () => Promise<unknown>) => {
    for (let i = 0; i < warmup; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const at = performance.now();
      await call();
      times.push(performance.now() - at);
    }
    return times;
  };
  const figures = rows.map(() => ({ all: [] as number[], medians: [] as number[], ratios: [] as number[] }));
  const anchorMedians: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [i, row] of rows.entries()) {
      const anchorTimes = await time(anchor);
      const times = await time(row.call);
      anchorMedians.push(median(anchorTimes));
      figures[i].all.push(...times);
      figures[i].medians.push(median(times));
      figures[i].ratios.push(median(times) / median(anchorTimes));
    }
  }
  console.log(`\n${rounds} rounds of ${calls} calls each, every row just after the anchor's`);
  console.log('| row | median ms | min-max ms (rounds) | × anchor (min-max) |');
  console.log('|---|---|---|---|');
  console.log(
    `| anchor: bare Fastify route | ${ms(median(anchorMedians))} | ${ms(Math.min(...anchorMedians))}-${ms(Math.max(...anchorMedians))} | 1 |`,
  );
  for (const [i, row] of rows.entries()) {
    const { all, medians, ratios } = figures[i];
    console.log(
      `| ${row.label} | ${ms(median(all))} | ${ms(Math.min(...medians))}-${ms(Math.max(...medians))} | ${ratio(median(ratios))} (${ratio(Math.min(...ratios))}-${ratio(Math.max(...ratios))}) |`,
    );
  }
}
