// The one function every lucide icon module calls to become a component, in place of lucide-react's
// own (vite.config.ts points the icons' "../createLucideIcon.mjs" here). Lucide's version brings a
// context provider, absolute stroke widths and attribute renaming the site never uses: about 1 KB
// compressed on every page. This one draws the same <svg>: lucide's default attributes, its classes
// ("lucide lucide-<name>" and the aliases'), aria-hidden unless the icon is labelled, and the props
// the site passes (className, size, color, strokeWidth, any other attribute).
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

type IconData = { name?: string; aliases?: string[]; node: [string, Record<string, string>][] };
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (prop) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null,
  );

export default function createLucideIcon(icon: IconData) {
  const names = [icon.name, ...(icon.aliases ?? [])].filter(Boolean).map((name) => `lucide-${name}`);
  return forwardRef<SVGSVGElement, IconProps>(
    ({ className = '', size = 24, color = 'currentColor', strokeWidth = 2, children, ...rest }, ref) =>
      createElement(
        'svg',
        {
          ref,
          xmlns: 'http://www.w3.org/2000/svg',
          width: size,
          height: size,
          viewBox: '0 0 24 24',
          fill: 'none',
          stroke: color,
          strokeWidth,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          className: [...new Set(['lucide', ...names, ...className.split(/\s+/)])].filter(Boolean).join(' '),
          ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
          ...rest,
        },
        ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
        children,
      ),
  );
}
