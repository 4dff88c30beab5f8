// The sticky tab bar (spec §2): Description, Specifications, Reviews (count), Related. A tab scrolls
// to its section and puts it in the address (#comments...), and the section in view is marked.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

export type Tab = { id: string; label: string };

export function ProductTabs({ tabs }: { tabs: Tab[] }) {
  const [active, setActive] = useState(tabs[0]?.id);
  const navigate = useNavigate();

  useEffect(() => {
    const sections = tabs.map((tab) => document.getElementById(tab.id)).filter((el) => el !== null);
    // A section counts as the one being read while it crosses the band just under the bar.
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible.length) setActive(visible[0].target.id);
      },
      { rootMargin: '-140px 0px -60% 0px' },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [tabs]);

  return (
    <nav
      aria-label="Product sections"
      className="sticky top-16 z-20 -mx-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:mx-0 sm:rounded-t-xl sm:px-2"
    >
      <ul className="flex overflow-x-auto sm:gap-1">
        {tabs.map((tab) => (
          <li key={tab.id} className="shrink-0">
            <a
              href={`#${tab.id}`}
              aria-current={active === tab.id ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(tab.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                setActive(tab.id);
                navigate({ hash: tab.id }, { replace: true, preventScrollReset: true });
              }}
              className={`block border-b-2 px-2 py-3 text-sm font-medium whitespace-nowrap sm:px-3 ${
                active === tab.id
                  ? 'border-brand-700 text-brand-700'
                  : 'border-transparent text-muted hover:text-slate-800'
              }`}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
