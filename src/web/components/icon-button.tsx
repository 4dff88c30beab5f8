import type { LucideIcon } from 'lucide-react';

/** A button that shows only an icon; `label` is its name for screen readers. */
export function IconButton({
  icon: Icon,
  label,
  className,
  onClick,
  disabled,
}: {
  icon: LucideIcon;
  label: string;
  className: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className={className} aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon className="h-4 w-4" />
    </button>
  );
}
