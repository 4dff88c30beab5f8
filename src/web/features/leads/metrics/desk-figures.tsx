// The sales desk's figures on the admin dashboard: the median first response of the last 30 days in
// business hours, the leads overdue now, the quotation win rate, and leads per week by kind and by
// status (a chart, drawn by uPlot in a chunk of its own, and the same numbers as a table).
import { AlarmClock, Settings, Timer, Trophy } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { LEAD_KINDS, LEAD_STATUSES } from '@/contract/enums';
import type { LeadMetrics } from '@/contract/lead-metrics';
import { useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';
import { useLeadMetrics } from './api/get-lead-metrics';
import { durationParts } from './components/duration-parts';

const LeadsChart = lazy(() => import('./components/leads-chart'));

function Figure({
  icon,
  label,
  value,
  hint,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <div className="card flex flex-[1_1_12rem] items-center gap-3 p-4">
      <span className="rounded-lg bg-brand-50 p-2 text-brand-700">{icon}</span>
      <div>
        <div className="text-2xl font-bold text-slate-900" data-testid={testId}>
          {value}
        </div>
        <div className="text-xs text-muted">{label}</div>
        {hint && <div className="text-xs text-muted">{hint}</div>}
      </div>
    </div>
  );
}

export default function DeskFigures() {
  const { t } = useT();
  const format = useFormat();
  const metrics = useLeadMetrics();
  const data = metrics.data;

  const duration = (minutes: number | null) => {
    if (minutes === null) return '–';
    const parts = durationParts(minutes);
    const values = { hours: format.number(parts.hours), minutes: format.number(parts.minutes) };
    return parts.hours > 0
      ? t('admin.desk.duration.hours', values)
      : t('admin.desk.duration.minutes', values);
  };
  const rate = data?.winRate.rate;

  return (
    <section aria-labelledby="desk-figures" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="desk-figures" className="text-lg font-semibold text-slate-900">
          {t('admin.desk.figures.title')}
        </h2>
        <Link
          to="/admin/leads/settings"
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <Settings className="h-4 w-4" aria-hidden />
          {t('admin.desk.settings.link')}
        </Link>
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Figure
          testId="desk-median"
          icon={<Timer className="h-5 w-5" aria-hidden />}
          value={data ? duration(data.medianFirstResponseMinutes) : '–'}
          label={t('admin.desk.figures.median')}
          hint={
            data ? t('admin.desk.figures.answered', { count: format.number(data.answeredCount) }) : undefined
          }
        />
        <Figure
          testId="desk-overdue"
          icon={<AlarmClock className="h-5 w-5" aria-hidden />}
          value={data ? format.number(data.overdue) : '–'}
          label={t('admin.desk.figures.overdue')}
        />
        <Figure
          testId="desk-win-rate"
          icon={<Trophy className="h-5 w-5" aria-hidden />}
          value={rate === null || rate === undefined ? '–' : `${format.number(Math.round(rate * 100))}%`}
          label={t('admin.desk.figures.winRate')}
          hint={
            data
              ? t('admin.desk.figures.winRateOf', {
                  accepted: format.number(data.winRate.accepted),
                  sent: format.number(data.winRate.sent),
                })
              : undefined
          }
        />
      </div>
      {data && <WeeklyLeads metrics={data} />}
    </section>
  );
}

function WeeklyLeads({ metrics }: { metrics: LeadMetrics }) {
  const { t } = useT();
  const format = useFormat();
  const weekLabel = (day: string) => format.date(day);
  // The chart draws again only when these change, not on every render.
  // Short axis labels (day/month) in the page's digits; the table below has the full dates.
  const labels = useMemo(
    () =>
      metrics.weeks.map((week) => {
        const [, month, day] = week.weekStart.split('-').map(Number);
        return `${format.number(day)}/${format.number(month)}`;
      }),
    [metrics.weeks, format],
  );
  const series = useMemo(
    () => LEAD_KINDS.map((kind) => ({ key: kind, label: t(`admin.desk.kind.${kind}`) })),
    [t],
  );
  return (
    <div className="card mt-3 p-4">
      <h3 className="text-sm font-semibold text-slate-900">{t('admin.desk.weekly.title')}</h3>
      <Suspense fallback={<div className="h-[220px]" />}>
        <LeadsChart
          weeks={metrics.weeks}
          labels={labels}
          series={series}
          ariaLabel={t('admin.desk.weekly.chart')}
          formatNumber={format.number}
        />
      </Suspense>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-right text-xs tabular-nums">
          <caption className="sr-only">{t('admin.desk.weekly.table')}</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1 pr-2 text-left font-medium">
                {t('admin.desk.weekly.week')}
              </th>
              {LEAD_KINDS.map((kind) => (
                <th key={kind} scope="col" className="px-1 py-1 font-medium">
                  {t(`admin.desk.kind.${kind}`)}
                </th>
              ))}
              {LEAD_STATUSES.map((status) => (
                <th key={status} scope="col" className="hidden px-1 py-1 font-medium sm:table-cell">
                  {t(`admin.desk.status.${status}`)}
                </th>
              ))}
              <th scope="col" className="py-1 pl-1 font-medium">
                {t('admin.desk.weekly.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {metrics.weeks.map((week) => (
              <tr key={week.weekStart} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {weekLabel(week.weekStart)}
                </th>
                {LEAD_KINDS.map((kind) => (
                  <td key={kind} className="px-1 py-1">
                    {format.number(week.byKind[kind])}
                  </td>
                ))}
                {LEAD_STATUSES.map((status) => (
                  <td key={status} className="hidden px-1 py-1 sm:table-cell">
                    {format.number(week.byStatus[status])}
                  </td>
                ))}
                <td className="py-1 pl-1 font-semibold">{format.number(week.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
