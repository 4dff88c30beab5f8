import { fireEvent } from '@testing-library/preact';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InTurn } from '@/web/lib/in-turn';
import { mount } from './mount';

/** A counter: its button works only once the page is hydrated. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h2>Parts</h2>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count} added
      </button>
    </section>
  );
}

/** The parts rendered so far, in order (Mark). */
const hydrated: string[] = [];
function Mark({ name }: { name: string }) {
  hydrated.push(name);
  return null;
}

/** The next task, after the renderer's queued re-render. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

describe('mount', () => {
  it("hydrates the server's page in place: the same elements, now live", async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Counter />);
    document.body.append(root);
    const heading = root.querySelector('h2');
    const button = root.querySelector('button')!;
    mount(root, <Counter />);
    expect(root.querySelector('h2')).toBe(heading);
    expect(root.querySelector('button')).toBe(button);
    fireEvent.click(button);
    await nextTask();
    expect(button.textContent).toBe('1 added');
    expect(root.querySelectorAll('button')).toHaveLength(1);
    root.remove();
  });

  it('hydrates a part in its own turn, keeping all of its server HTML until then', async () => {
    const root = document.createElement('div');
    // As the server writes a part in <InTurn>: one range between Preact's markers (hydration-range.tsx).
    root.innerHTML = `<h1>Title</h1><!--$s-->${renderToString(<Counter />)}<p>more</p><!--/$s-->`;
    document.body.append(root);
    const kept = [...root.querySelectorAll('*')];
    mount(
      root,
      <>
        <h1>Title</h1>
        <InTurn>
          <Counter />
          <p>more</p>
        </InTurn>
      </>,
    );
    // Not yet its turn: the server's HTML is there, as it was.
    expect(kept.every((element) => element.isConnected)).toBe(true);
    await nextTask();
    await nextTask();
    const button = root.querySelector('button')!;
    fireEvent.click(button);
    await nextTask();
    expect(button.textContent).toBe('1 added');
    expect(kept.every((element) => element.isConnected)).toBe(true);
    expect(root.querySelectorAll('p')).toHaveLength(1);
    root.remove();
  });

  it("hydrates a part met inside another part's turn in a later turn of its own", async () => {
    const root = document.createElement('div');
    // The page inside the layout's part, and the page's own part inside it, as the server writes them.
    root.innerHTML = `<!--$s--><h1>Page</h1><!--$s-->${renderToString(<Counter />)}<!--/$s--><!--/$s-->`;
    document.body.append(root);
    const kept = [...root.querySelectorAll('*')];
    hydrated.length = 0;
    mount(
      root,
      <InTurn>
        <h1>Page</h1>
        <Mark name="page" />
        <InTurn>
          <Counter />
          <Mark name="part" />
        </InTurn>
      </InTurn>,
    );
    // The turns come one task after another: the page's in the second task, its part's after that.
    await nextTask();
    await nextTask();
    expect(hydrated).toEqual(['page']);
    while (hydrated.length < 2) await nextTask();
    expect(hydrated).toEqual(['page', 'part']);
    fireEvent.click(root.querySelector('button')!);
    await nextTask();
    expect(root.querySelector('button')!.textContent).toBe('1 added');
    expect(kept.every((element) => element.isConnected)).toBe(true);
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
