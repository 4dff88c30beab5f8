import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { SeriesCounter, SeriesHistogram } from './series-metrics';

// /metrics must read exactly as it did with prom-client's own Counter and Histogram.
describe('series metrics', () => {
  it("write out what prom-client's Histogram and Counter write for the same observations", async () => {
    const theirs = new Registry();
    const ours = new Registry();
    const histogram = new Histogram({
      name: 'took_seconds',
      help: 'Time taken',
      labelNames: ['method', 'route'],
      buckets: [0.1, 1, 5],
      registers: [theirs],
    });
    const counter = new Counter({
      name: 'looked_total',
      help: 'Lookups',
      labelNames: ['cache'],
      registers: [theirs],
    });
    const seriesHistogram = new SeriesHistogram('took_seconds', 'Time taken', [0.1, 1, 5], [ours]);
    const seriesCounter = new SeriesCounter('looked_total', 'Lookups', [ours]);

    // On a bound, between bounds, above them all, in two series.
    for (const [route, value] of [
      ['/a', 0.05],
      ['/a', 0.1],
      ['/a', 0.5],
      ['/a', 7],
      ['/b', 1],
    ] as const) {
      histogram.labels('GET', route).observe(value);
      seriesHistogram.series({ method: 'GET', route }).observe(value);
    }
    counter.labels('page').inc(3);
    seriesCounter.series({ cache: 'page' }).inc(3);
    counter.labels('media').inc(0);
    seriesCounter.series({ cache: 'media' });

    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('took_seconds_bucket{le="1",method="GET",route="/a"} 3');
    expect(text).toContain('took_seconds_bucket{le="+Inf",method="GET",route="/a"} 4');
    expect(text).toContain('looked_total{cache="media"} 0');
  });

  it('give the same series for the same labels, and count nothing after a reset', async () => {
    const registry = new Registry();
    const counter = new SeriesCounter('hits_total', 'Hits', [registry]);
    const kept = counter.series({ cache: 'page', result: 'hit' });
    kept.inc();
    counter.series({ cache: 'page', result: 'hit' }).inc(2);
    expect(kept.value).toBe(3);

    registry.resetMetrics();
    expect(await registry.metrics()).toContain('hits_total{cache="page",result="hit"} 0');
    kept.inc();
    expect(await registry.metrics()).toContain('hits_total{cache="page",result="hit"} 1');
  });
});
