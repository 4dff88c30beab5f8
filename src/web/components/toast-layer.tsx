// The toasts, kept in the browser's top layer so they show above an open <dialog>: a modal form's
// own messages ("Failed to submit inquiry", say) would otherwise sit dimmed under its backdrop. The
// layer stays open (react-hot-toast measures each toast as it mounts, which needs it displayed) and
// is raised again for each new toast, above any dialog opened since. It mounts with the first toast
// (src/web/lib/toast.ts), so the toasts are drawn only once it is open, or the first would be
// measured while hidden and stay invisible.
import { useLayoutEffect, useRef, useState } from 'react';
import { Toaster, useToasterStore } from 'react-hot-toast';

export function ToastLayer() {
  const layer = useRef<HTMLDivElement>(null);
  const { toasts } = useToasterStore();
  const newest = toasts[0]?.id;
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const element = layer.current;
    // Without the Popover API (older browsers) the layer is a plain fixed overlay, as toasts were.
    if (element && typeof element.showPopover === 'function') {
      if (newest && element.matches(':popover-open')) element.hidePopover();
      element.showPopover();
    }
    setOpen(true);
  }, [newest]);

  return (
    <div
      ref={layer}
      popover="manual"
      className="pointer-events-none fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-visible border-0 bg-transparent p-0"
    >
      {/* react-hot-toast's defaults are the spec's: errors 4 s, successes 2 s. */}
      {/* Just under the 64px header, so a toast never hides the navigation. */}
      {open && (
        <Toaster position="top-center" containerStyle={{ top: 72 }} toastOptions={{ className: 'text-sm' }} />
      )}
    </div>
  );
}
