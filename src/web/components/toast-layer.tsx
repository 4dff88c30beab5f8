// The toasts, kept in the browser's top layer so they show above an open <dialog>: a modal form's
// own messages ("Failed to submit inquiry", say) would otherwise sit dimmed under its backdrop. The
// layer stays open (react-hot-toast measures each toast as it mounts, which needs it displayed) and
// is raised again for each new toast, above any dialog opened since.
import { useLayoutEffect, useRef } from 'react';
import { Toaster, useToasterStore } from 'react-hot-toast';

export function ToastLayer() {
  const layer = useRef<HTMLDivElement>(null);
  const { toasts } = useToasterStore();
  const newest = toasts[0]?.id;

  useLayoutEffect(() => {
    const element = layer.current;
    // Without the Popover API (older browsers) the layer is a plain fixed overlay, as toasts were.
    if (!element || typeof element.showPopover !== 'function') return;
    if (newest && element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [newest]);

  return (
    <div
      ref={layer}
      popover="manual"
      className="pointer-events-none fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-visible border-0 bg-transparent p-0"
    >
      {/* react-hot-toast's defaults are the spec's: errors 4 s, successes 2 s. */}
      {/* Just under the 64px header, so a toast never hides the navigation. */}
      <Toaster position="top-center" containerStyle={{ top: 72 }} toastOptions={{ className: 'text-sm' }} />
    </div>
  );
}
