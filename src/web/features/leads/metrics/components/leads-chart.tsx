// Leads per week by kind, drawn by uPlot. Loaded lazily by the dashboard's figures, so the chart
// library and its styles are a chunk of the admin area only. The same numbers are in the table
// beside it, which is what assistive technology reads; the canvas is an image with a label.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { LeadKind } from '@/contract/enums';
import type { LeadWeek } from '@/contract/lead-metrics';

const COLOURS: Record<LeadKind, string> = {
  inquiry: '#1d4ed8',
  contact: '#0f766e',
  sample: '#b45309',
  document: '#7c3aed',
};
const HEIGHT = 220;

type Props = {
  weeks: LeadWeek[];
  labels: string[];
  series: { key: LeadKind; label: string }[];
  ariaLabel: string;
  /** Writes the counts in the page's digits. */
  formatNumber: (value: number) => string;
};

export default function LeadsChart({ weeks, labels, series, ariaLabel, formatNumber }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      weeks.map((_, index) => index),
      ...series.map(({ key }) => weeks.map((week) => week.byKind[key])),
    ];
    // uPlot writes on the canvas in its own fonts, which have no Bengali: use the page's.
    const font = `12px ${getComputedStyle(element).fontFamily}`;
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: true, live: false },
        cursor: { show: true, drag: { x: false, y: false } },
        scales: { x: { time: false, range: [-0.3, weeks.length - 0.7] } },
        axes: [
          {
            font,
            values: (_plot, ticks) =>
              ticks.map((tick) => (Number.isInteger(tick) ? (labels[tick] ?? '') : '')),
            space: 44,
          },
          {
            font,
            values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? formatNumber(tick) : '')),
          },
        ],
        series: [
          { label: '' },
          ...series.map(({ key, label }) => ({
            label,
            stroke: COLOURS[key],
            width: 2,
            points: { show: true, size: 5 },
          })),
        ],
      },
      data,
      element,
    );
    plot.root.style.fontFamily = 'inherit';
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [weeks, labels, series, formatNumber]);

  return (
    <div ref={box} role="img" aria-label={ariaLabel} className="mt-2 w-full" data-testid="leads-chart" />
  );
}
