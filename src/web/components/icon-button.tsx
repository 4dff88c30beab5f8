import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'type'> & {
  /** What the button does, for whoever cannot see the icon. */
  label: string;
  icon: LucideIcon;
  iconClassName?: string;
};

/** A button that shows only an icon and is named by its label. */
export function IconButton({ label, icon: Icon, iconClassName = 'h-4 w-4', ...props }: Props) {
  return (
    <button type="button" aria-label={label} {...props}>
      <Icon className={iconClassName} aria-hidden />
    </button>
  );
}
