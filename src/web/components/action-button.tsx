import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A button with an icon before its words. `ariaLabel` names what it acts on where the words alone
 * would not ("Edit" among several posts).
 */
export function ActionButton({
  icon: Icon,
  children,
  className,
  onClick,
  disabled,
  ariaLabel,
}: {
  icon: LucideIcon;
  children: ReactNode;
  className: string;
  onClick: () => void;
  disabled?: boolean;
  ariaLabel?: string;
}) {
  return (
    <button type="button" className={className} onClick={onClick} disabled={disabled} aria-label={ariaLabel}>
      <Icon className="h-4 w-4" aria-hidden /> {children}
    </button>
  );
}
