// Whether an element has come near the screen (within `margin` of it), for code worth loading only
// when the visitor scrolls towards what needs it. False on the server and in the hydrating render,
// so both draw the same placeholder; once true it stays true.
import { useEffect, useRef, useState } from 'react';

export function useNearViewport<E extends Element>(margin = '600px') {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
