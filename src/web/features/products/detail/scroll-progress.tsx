import { useCallback, useRef } from 'react';
import { useScrollFrame } from './use-scroll';

/** A thin bar along the top of the window showing how far down the page the reader is. */
export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);
  // Drawn straight onto the element: re-rendering the page on every scroll frame would be wasteful.
  const draw = useCallback(() => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    const ratio = room > 0 ? Math.min(1, Math.max(0, window.scrollY / room)) : 0;
    if (bar.current) bar.current.style.transform = `scaleX(${ratio})`;
  }, []);
  useScrollFrame(draw);
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
      aria-hidden
      data-testid="scroll-progress"
    >
      <div ref={bar} className="h-full origin-left bg-accent-500" style={{ transform: 'scaleX(0)' }} />
    </div>
  );
}
