import { useEffect, useState } from 'react';

/** Calls `onScroll` at most once per frame while the page scrolls or resizes, and once at the start. */
export function useScrollFrame(onScroll: () => void) {
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      onScroll();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(run);
    };
    run();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [onScroll]);
}

/** Whether the page has scrolled further than `px`; re-renders only when that changes. */
export function useScrolledPast(px: number) {
  const [past, setPast] = useState(false);
  const [check] = useState(() => () => setPast(window.scrollY > px));
  useScrollFrame(check);
  return past;
}
