// A button that shows only an icon: the label the eye does without is its accessible name, and the
// icon is hidden from screen readers so the name is read once.
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'aria-label'> & {
  icon: LucideIcon;
  label: string;
  iconClassName?: string;
};

export function IconButton({ icon: Icon, label, iconClassName = 'h-4 w-4', ...props }: Props) {
  return (
    <button type="button" aria-label={label} {...props}>
      <Icon className={iconClassName} aria-hidden />
    </button>
  );
}
