// The dashboard's tab strip: a WAI-ARIA tab list (arrow keys, Home and End move and activate; only the
// selected tab is in the Tab order) that scrolls sideways on a phone, with a fade and a chevron on
// each edge that hides tabs, so a cut-off label reads as "more this way".
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { AdminStats } from '@/contract/users';
import { useFormat, useT } from '@/web/i18n';
import { tabIndexAfterKey } from './tab-keys';
import type { DashboardTab, TabKey } from './tabs';

export const tabId = (key: TabKey) => `dashboard-tab-${key}`;
export const DASHBOARD_PANEL_ID = 'dashboard-panel';

type Props = {
  tabs: DashboardTab[];
  active: TabKey;
  stats: AdminStats | undefined;
  onSelect: (key: TabKey) => void;
};

export function DashboardTabs({ tabs, active, stats, onSelect }: Props) {
  const { t } = useT();
  const format = useFormat();
  const strip = useRef<HTMLDivElement>(null);
  const [clipped, setClipped] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    setClipped({
      start: el.scrollLeft > 1,
      end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  // Bring the selected tab into view without moving the page; again once the counts arrive, as their
  // badges widen the tabs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measures when the badges appear.
  useEffect(() => {
    const el = strip.current;
    const selected = document.getElementById(tabId(active));
    if (el && selected) el.scrollLeft = selected.offsetLeft - el.clientWidth / 2 + selected.clientWidth / 2;
    measure();
  }, [active, stats !== undefined, measure]);

  const onKeyDown = (event: KeyboardEvent) => {
    const current = tabs.findIndex((tab) => tab.key === active);
    const next = tabIndexAfterKey(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const { key } = tabs[next];
    onSelect(key);
    document.getElementById(tabId(key))?.focus({ preventScroll: true });
  };

  return (
    <div className="relative mt-8 border-b border-slate-200">
      <div
        ref={strip}
        role="tablist"
        aria-label={t('admin.tabs.label')}
        className="overflow-x-auto [scrollbar-width:none]"
        onScroll={measure}
        onKeyDown={onKeyDown}
      >
        <div className="flex min-w-max gap-1">
          {tabs.map((tab) => {
            const count = tab.badge && stats ? stats[tab.badge] : 0;
            const selected = tab.key === active;
            return (
              <button
                key={tab.key}
                id={tabId(tab.key)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={DASHBOARD_PANEL_ID}
                tabIndex={selected ? 0 : -1}
                onClick={() => onSelect(tab.key)}
                className={`flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium ${
                  selected
                    ? 'border-brand-700 text-brand-700'
                    : 'border-transparent text-muted hover:text-slate-800'
                }`}
              >
                {t(tab.label)}
                {count > 0 && (
                  <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {format.number(count)}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </div>
      <ScrollFade edge="start" visible={clipped.start} />
      <ScrollFade edge="end" visible={clipped.end} />
    </div>
  );
}

function ScrollFade({ edge, visible }: { edge: 'start' | 'end'; visible: boolean }) {
  const Chevron = edge === 'start' ? ChevronLeft : ChevronRight;
  return (
    <div
      aria-hidden
      data-scroll-fade={edge}
      className={`pointer-events-none absolute inset-y-0 flex w-12 items-center from-slate-50 from-40% to-transparent transition-opacity ${
        edge === 'start' ? 'left-0 justify-start bg-linear-to-r' : 'right-0 justify-end bg-linear-to-l'
      } ${visible ? 'opacity-100' : 'opacity-0'}`}
    >
      <Chevron className="h-4 w-4 text-muted" />
    </div>
  );
}
