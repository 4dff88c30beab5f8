import { useFormat } from '@/web/i18n';

/** The live "n/1000" under a comment or reply box; it turns amber near the limit. */
export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const format = useFormat();
  const near = length > max * 0.9;
  return (
    <span id={id} className={`text-xs tabular-nums ${near ? 'text-amber-700' : 'text-muted'}`}>
      {format.number(length, { grouping: false })}/{format.number(max, { grouping: false })}
    </span>
  );
}
