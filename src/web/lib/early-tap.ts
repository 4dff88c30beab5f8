// A button that still works when tapped before the page's code has arrived: the head's script
// (src/server/lib/early-tap-script.ts) notes the tap on the server's HTML of it, and the button, once
// hydrated, finds the note and acts on it, so the buyer who tapped "Request a sample" on a slow phone
// gets the form when the code comes rather than nothing. A tap on the working button acts at once and
// drops the note the script has just made of it, so that no later button of the same name acts on it.
import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    /** The name of the last `data-tap` button tapped and not yet acted on. */
    earlyTap?: string | null;
  }
}

/** The props of a button named `name` that calls `act` when tapped, before or after hydration. */
export function useEarlyTap(name: string, act: () => void) {
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    if (window.earlyTap !== name) return;
    window.earlyTap = null;
    latest.current();
  }, [name]);
  return {
    'data-tap': name,
    onClick: () => {
      window.earlyTap = null;
      latest.current();
    },
  };
}
