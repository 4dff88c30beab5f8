import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mount } from './mount';

const PARTS = 60;
let rendered = 0;

/** A part of a page that takes 2 ms of the main thread to render, as a slow phone renders a card. */
function SlowPart({ n }: { n: number }) {
  const until = performance.now() + 2;
  while (performance.now() < until) {
    // busy, as rendering is
  }
  rendered++;
  return <li>part {n}</li>;
}

const page = (
  <ul>
    {Array.from({ length: PARTS }, (_, n) => `part-${n}`).map((id, n) => (
      <SlowPart key={id} n={n} />
    ))}
  </ul>
);

/** The next task, queued as React's scheduler queues its work (setImmediate where there is one). */
const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('mount', () => {
  it("hydrates the server's page in slices, letting the browser in between", async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    document.body.append(root);
    rendered = 0;
    mount(root, page);
    // Tasks run between React's: in one blocking task they would see none of the page or all of it.
    const seenMidway = new Set<number>();
    while (rendered < PARTS) {
      await nextTask();
      if (rendered > 0 && rendered < PARTS) seenMidway.add(rendered);
    }
    expect(seenMidway.size).toBeGreaterThanOrEqual(2);
    expect(root.querySelectorAll('li')).toHaveLength(PARTS);
    root.remove();
  });

  it('renders a page the server did not', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    mount(root, <p>client</p>);
    while (root.textContent === '') await nextTask();
    expect(root.innerHTML).toBe('<p>client</p>');
    root.remove();
  });
});
