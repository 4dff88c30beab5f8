// One job post on the public careers page. Collapsed it shows the first three requirements and
// responsibilities with a "+N more" count; expanded, everything. A post past its deadline is
// labelled Expired, dimmed, and offers no way to apply (spec §4: display only).
import { CalendarClock, ChevronDown, Mail, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CAREER_LIST_PREVIEW,
  CAREER_TEXT,
  formatDeadline,
  formatSalary,
  isExpired,
} from '@/contract/career-rules';
import type { Career } from '@/contract/careers';
import { careerDescription, careerRequirements, careerTitle } from '@/contract/localized-career';
import { COMPANY } from '@/contract/site';
import { useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';
import { CareerBadges } from './career-badges';

type Props = { career: Career; today: string; defaultExpanded?: boolean };

export function CareerCard({ career, today, defaultExpanded = false }: Props) {
  const { t, msg, figures, dates, locale } = useT();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const salary = formatSalary(career.salary, figures, {
    competitive: msg(CAREER_TEXT.competitive),
    upTo: (amount) => t('pages.careers.upTo', { amount }),
  });
  const detailsId = useId();
  const expired = isExpired(career.applicationDeadline, today);
  const applySubject = encodeURIComponent(`Application: ${career.title}`);

  return (
    // An expired post is dimmed by its grey ground, not by opacity, which would fade its text
    // below a readable contrast.
    <article
      className={`card p-5 sm:p-6 ${expired ? 'border-dashed bg-slate-100 shadow-none' : ''}`}
      aria-labelledby={`${detailsId}-title`}
      data-expired={expired || undefined}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={`${detailsId}-title`} className="text-xl font-semibold text-slate-900">
            {careerTitle(career, locale)}
            {expired && (
              <span className="ml-2 inline-block rounded-full bg-red-100 px-2.5 py-0.5 align-middle text-xs font-semibold text-red-700">
                {msg(CAREER_TEXT.expired)}
              </span>
            )}
          </h2>
          <div className="mt-3">
            <CareerBadges career={career} />
          </div>
        </div>
        <dl className="shrink-0 space-y-1 text-sm text-slate-600 sm:text-right">
          <div className="flex items-center gap-1.5 sm:justify-end">
            <dt>
              <Wallet className="h-4 w-4 text-muted" aria-hidden />
              <span className="sr-only">{t('pages.careers.salary')}</span>
            </dt>
            <dd className="font-semibold text-slate-900">{salary}</dd>
          </div>
          {career.applicationDeadline && (
            <div className="flex items-center gap-1.5 sm:justify-end">
              <dt>
                <CalendarClock className="h-4 w-4 text-muted" aria-hidden />
                <span className="sr-only">{t('pages.careers.deadline')}</span>
              </dt>
              <dd>
                {t(expired ? 'pages.careers.closed' : 'pages.careers.applyBy', {
                  date: formatDeadline(career.applicationDeadline, dates),
                })}
              </dd>
            </div>
          )}
        </dl>
      </div>

      <p className={`mt-4 whitespace-pre-line text-slate-600 ${expanded ? '' : 'line-clamp-3'}`}>
        {careerDescription(career, locale)}
      </p>

      <div id={detailsId} className="mt-5 grid gap-6 md:grid-cols-2">
        <EntryList
          title={t('pages.careers.requirements')}
          entries={careerRequirements(career, locale)}
          expanded={expanded}
        />
        <EntryList
          title={t('pages.careers.responsibilities')}
          entries={career.responsibilities}
          expanded={expanded}
        />
        {expanded && career.qualifications.length > 0 && (
          <EntryList title={t('pages.careers.qualifications')} entries={career.qualifications} expanded />
        )}
      </div>

      <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="button"
          className="btn-ghost -ml-2 w-fit"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {t(expanded ? 'pages.careers.showLess' : 'pages.careers.viewDetails')}
          <ChevronDown
            className={`h-4 w-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
        {!expired && (
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/contact" className="btn-primary">
              {msg(CAREER_TEXT.contactToApply)}
            </Link>
            <a href={`mailto:${COMPANY.email}?subject=${applySubject}`} className="btn-secondary">
              <Mail className="h-4 w-4" aria-hidden />
              {t('pages.careers.emailCv')}
            </a>
          </div>
        )}
      </div>
    </article>
  );
}

function EntryList({ title, entries, expanded }: { title: string; entries: string[]; expanded: boolean }) {
  const shown = expanded ? entries : entries.slice(0, CAREER_LIST_PREVIEW);
  const hidden = entries.length - shown.length;
  const { t } = useT();
  const format = useFormat();
  return (
    <section>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-500">
        {shown.map((entry, index) => (
          // Entries are plain text and may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>{entry}</li>
        ))}
      </ul>
      {hidden > 0 && (
        <p className="mt-1 pl-5 text-sm font-medium text-brand-700">
          {t('pages.careers.more', { count: format.number(hidden) })}
        </p>
      )}
    </section>
  );
}
