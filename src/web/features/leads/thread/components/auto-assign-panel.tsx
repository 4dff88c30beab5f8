// The automatic assignment rule: off by default; when on, every new lead goes to the next of the
// chosen admins in turn.
import { useEffect, useState } from 'react';
import { useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useAutoAssign, useSaveAutoAssign } from '../api/auto-assign';

export function AutoAssignPanel() {
  const { t } = useT();
  const current = useAutoAssign();
  const save = useSaveAutoAssign();
  const [enabled, setEnabled] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (!current.data) return;
    setEnabled(current.data.rule.enabled);
    setChosen(current.data.rule.adminIds);
  }, [current.data]);
  if (!current.data) return null;

  const toggle = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const submit = () =>
    save.mutate(
      { enabled, adminIds: chosen },
      { onSuccess: (result) => result.message && notifySuccess(result.message) },
    );

  return (
    <details className="card p-4">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        {t('admin.leadThread.autoAssign.title')}{' '}
        <span className="font-normal text-muted">
          (
          {t(
            current.data.rule.enabled ? 'admin.leadThread.autoAssign.on' : 'admin.leadThread.autoAssign.off',
          )}
          )
        </span>
      </summary>
      <p className="mt-2 text-xs text-muted">{t('admin.leadThread.autoAssign.intro')}</p>
      <label className="mt-3 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {t('admin.leadThread.autoAssign.enable')}
      </label>
      <fieldset className="mt-3">
        <legend className="text-xs font-medium text-slate-700">
          {t('admin.leadThread.autoAssign.admins')}
        </legend>
        {current.data.admins.map((admin) => (
          <label key={admin._id} className="mt-1 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={chosen.includes(admin._id)} onChange={() => toggle(admin._id)} />
            {admin.name}
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn-secondary mt-3" disabled={save.isPending} onClick={submit}>
        {t('admin.leadThread.autoAssign.save')}
      </button>
    </details>
  );
}
