// "Transport & trade": UN number, class, packing group, HS code, origin and availability, worded by
// the server in the page's language. Part of the lazily loaded sections under the summary.
import type { TransportBlock as Block } from '@/contract/hazards';
import { SECTION_CLASS } from './product-sections';

export function TransportBlock({ block }: { block: Block }) {
  return (
    <section id="transport" className={SECTION_CLASS} aria-labelledby="transport-title">
      <h2 id="transport-title" className="text-xl font-bold text-slate-900">
        {block.title}
      </h2>
      <dl className="mt-4 grid max-w-3xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 p-4 text-sm">
        {block.rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-slate-600">{row.label}</dt>
            <dd className="text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
