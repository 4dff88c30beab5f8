// The product's GHS label in short, near the top of its page: pictograms (static SVG files), the
// signal word, the statements folded away in a <details> (no script to open it), and the SDS. Every
// text arrives worded by the server in the page's language, so this part adds next to no script.
import type { SafetyPanel as Panel } from '@/contract/hazards';

function Statements({ label, items }: { label: string; items: Panel['hazards'] }) {
  if (items.length === 0) return null;
  return (
    <>
      <p className="mt-2 font-semibold text-slate-800">{label}</p>
      <ul className="mt-1 space-y-1">
        {items.map((item) => (
          <li key={item.code}>
            <b className="font-semibold">{item.code}</b> {item.text}
          </li>
        ))}
      </ul>
    </>
  );
}

export function SafetyPanel({ panel }: { panel: Panel }) {
  const folded = panel.hazards.length + panel.precautions.length > 0 || panel.storage;
  return (
    <section aria-label={panel.title} className="rounded-xl border border-red-200 bg-red-50/50 p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {panel.pictograms.map((pictogram) => (
          <img
            key={pictogram.code}
            src={pictogram.src}
            alt={pictogram.alt}
            title={pictogram.alt}
            width={48}
            height={48}
            className="h-12 w-12"
          />
        ))}
        {panel.signalWord && <strong className="text-lg font-bold text-red-700">{panel.signalWord}</strong>}
        {panel.sds && (
          <a href={panel.sds.url} className="text-sm font-medium text-brand-700 hover:underline sm:ml-auto">
            {panel.sds.label}
          </a>
        )}
      </div>
      {folded && (
        <details className="mt-2 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-900">{panel.statementsLabel}</summary>
          <Statements label={panel.hazardsLabel} items={panel.hazards} />
          <Statements label={panel.precautionsLabel} items={panel.precautions} />
          {panel.storage && (
            <>
              <p className="mt-2 font-semibold text-slate-800">{panel.storageLabel}</p>
              <p className="mt-1 whitespace-pre-line">{panel.storage}</p>
            </>
          )}
        </details>
      )}
    </section>
  );
}
