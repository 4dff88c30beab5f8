// The sticky tab bar (spec §2): Description, Specifications, Reviews (count), Related. A tab scrolls
// to its section and puts it in the address (#comments...), and the section being read is marked,
// following the scroll both ways.
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/web/i18n';
import { useNavigate } from '@/web/lib/router';
import { sectionInView } from './section-in-view';
import { useScrollFrame } from './use-scroll';

export type Tab = { id: string; label: string };

// Just under the header and this bar; a tab's section lands a little above it (scroll-mt-32, 128px).
const READING_LINE_PX = 140;
// A click's smooth scroll passes other sections: the clicked tab stays marked until it has stopped.
const SCROLL_SETTLE_MS = 150;

export function ProductTabs({ tabs }: { tabs: Tab[] }) {
  const { t } = useT();
  const [active, setActive] = useState(tabs[0]?.id);
  const navigate = useNavigate();
  const clicked = useRef<{ timer: number } | null>(null);
  const ids = useRef(tabs.map((tab) => tab.id));
  ids.current = tabs.map((tab) => tab.id);

  const [follow] = useState(() => () => {
    const lock = clicked.current;
    if (lock) {
      window.clearTimeout(lock.timer);
      lock.timer = window.setTimeout(() => {
        clicked.current = null;
      }, SCROLL_SETTLE_MS);
      return;
    }
    const root = document.documentElement;
    const sections = ids.current.flatMap((id) => {
      const section = document.getElementById(id);
      return section ? [{ id, top: section.getBoundingClientRect().top }] : [];
    });
    const next = sectionInView(sections, READING_LINE_PX, {
      atBottom: window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2,
      viewportHeight: window.innerHeight,
    });
    if (next) setActive(next);
  });
  useScrollFrame(follow);
  useEffect(() => () => window.clearTimeout(clicked.current?.timer), []);

  return (
    <nav
      aria-label={t('catalogue.product.sections')}
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
                window.clearTimeout(clicked.current?.timer);
                clicked.current = {
                  timer: window.setTimeout(() => {
                    clicked.current = null;
                  }, SCROLL_SETTLE_MS),
                };
                setActive(tab.id);
                document.getElementById(tab.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
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
