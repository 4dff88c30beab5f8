// Preact hydrates a page in one task: a slow phone that takes 400 ms over it paints nothing and takes
// no tap meanwhile. A part wrapped in <InTurn> is hydrated in a task of its own, after the browser
// has had a turn, the parts one after another in the order the page meets them; until its turn the
// server's HTML of it stays on the screen as it is. A part drawn later (another page, a page the
// browser renders) is drawn at once.
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { HydrationRange } from './hydration-range';

let turns = Promise.resolve();
/**
 * A promise of the next turn after every part already waiting. The part is hydrated in the task that
 * resolves it (Preact renders a resumed boundary in that task's microtasks), so hydration counts as
 * running for the rest of that task: an <InTurn> met inside the part (the page's own parts, inside the
 * layout's <InTurn> around the page) then takes a turn of its own too, rather than joining its parent's.
 */
const nextTurn = () =>
  (turns = turns.then(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          hydration.running = true;
          setTimeout(() => (hydration.running = false), 0);
          resolve();
        }, 0),
      ),
  ));

const Children = ({ children }: { children?: ReactNode }) => <>{children}</>;

/** While the first page is hydrated: set by mount() around its hydration. */
export const hydration = { running: false };

export function InTurn({ children }: { children: ReactNode }) {
  const [Part] = useState<ComponentType<{ children?: ReactNode }>>(() =>
    hydration.running ? lazy(() => nextTurn().then(() => ({ default: Children }))) : Children,
  );
  if (Part === Children) return <HydrationRange>{children}</HydrationRange>;
  return (
    <Suspense fallback={null}>
      <Part>{children}</Part>
    </Suspense>
  );
}
