import type { LucideIcon } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { useEarlyTap } from '@/web/lib/early-tap';

/**
 * A button that opens a dialog whose code loads when a visitor reaches for the button (pointer or
 * focus), not with the page. `load` imports the dialog's module (the one `lazy` component in
 * `children` is made from); `children` draws the dialog, given how to close it. `tap` names the
 * button for a tap made before the page's code arrived (src/web/lib/early-tap.ts).
 */
export function LazyDialogButton({
  className,
  icon: Icon,
  label,
  load,
  tap,
  children,
}: {
  className: string;
  icon: LucideIcon;
  label: string;
  load: () => Promise<unknown>;
  tap: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const tapProps = useEarlyTap(tap, () => setOpen(true));
  return (
    <>
      <button type="button" className={className} onPointerEnter={load} onFocus={load} {...tapProps}>
        <Icon className="h-4 w-4" aria-hidden />
        {label}
      </button>
      {open && <Suspense fallback={null}>{children(() => setOpen(false))}</Suspense>}
    </>
  );
}
