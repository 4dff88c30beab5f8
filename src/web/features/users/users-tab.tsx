import { Search, ShieldCheck, ShieldOff, Trash2, Users } from 'lucide-react';
import type { MessageId } from '@/i18n/message-id';
import { FilterButtons } from '@/web/components/choice-controls';
import { useConfirm } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { IconButton } from '@/web/components/icon-button';
import { PagedList, useFilteredPages } from '@/web/components/paged-list';
import { useSession } from '@/web/features/auth';
import { useFormat, useT } from '@/web/i18n';
import { notifySuccess } from '@/web/lib/notify';
import { useUserAction } from './api/change-user';
import { useUsers } from './api/get-users';
import type { RoleFilter } from './api/user-keys';

const FILTERS = [
  { value: 'all', label: 'admin.users.filterAll' },
  { value: 'user', label: 'admin.users.filterUsers' },
  { value: 'admin', label: 'admin.users.filterAdmins' },
] as const satisfies { value: RoleFilter; label: MessageId }[];

export default function UsersTab() {
  const { t } = useT();
  const format = useFormat();
  const { user: me } = useSession();
  const { filter, filterBy, page, setPage } = useFilteredPages<{ role: RoleFilter; q: string }>({
    role: 'all',
    q: '',
  });
  const users = useUsers({ page, role: filter.role, q: filter.q.trim() });
  const actions = {
    promote: useUserAction('promote'),
    demote: useUserAction('demote'),
    delete: useUserAction('delete'),
  };
  const confirm = useConfirm();

  const run = async (id: string, name: string, kind: 'promote' | 'demote' | 'delete') => {
    const questions = {
      promote: {
        title: t('admin.users.promoteTitle'),
        message: t('admin.users.promoteMessage', { name }),
        confirmLabel: t('admin.users.promote'),
        danger: false,
      },
      demote: {
        title: t('admin.users.demoteTitle'),
        message: t('admin.users.demoteMessage', { name }),
        confirmLabel: t('admin.users.demote'),
      },
      delete: {
        title: t('admin.users.deleteTitle'),
        message: t('admin.users.deleteMessage', { name }),
        confirmLabel: t('admin.users.delete'),
      },
    };
    if (!(await confirm(questions[kind]))) return;
    actions[kind].mutate(id, { onSuccess: (result) => notifySuccess(result.message) });
  };

  return (
    <section>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterButtons
          legend={t('admin.users.filterLegend')}
          options={FILTERS.map((filter) => ({ ...filter, label: t(filter.label) }))}
          value={filter.role}
          onChange={(role) => filterBy({ ...filter, role })}
        />
        <label className="relative block sm:w-72">
          <span className="sr-only">{t('admin.users.search')}</span>
          <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-muted" />
          <input
            className="input pl-9"
            placeholder={t('admin.users.searchPlaceholder')}
            value={filter.q}
            onChange={(e) => filterBy({ ...filter, q: e.target.value })}
          />
        </label>
      </div>

      <PagedList
        query={users}
        loadingLabel={t('admin.users.loading')}
        isEmpty={(data) => data.users.length === 0}
        empty={<EmptyState icon={Users} title={t('admin.users.empty')} />}
        page={page}
        onPageChange={setPage}
      >
        {(data) => (
          <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {data.users.map((user) => {
              const self = user._id === me?._id;
              const roleChange = user.role === 'admin' ? 'demote' : 'promote';
              const RoleIcon = roleChange === 'demote' ? ShieldOff : ShieldCheck;
              return (
                <li key={user._id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                  <img
                    src={user.profilePic}
                    alt=""
                    width={40}
                    height={40}
                    className="h-10 w-10 rounded-full bg-slate-100 object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      {user.fullName}{' '}
                      {self && <span className="text-xs text-muted">{t('admin.users.you')}</span>}
                    </p>
                    <p className="truncate text-sm text-muted">{user.email}</p>
                    <p className="text-xs text-muted">
                      {t('admin.users.joined', { date: format.date(user.createdAt) })}
                    </p>
                  </div>
                  <span
                    className={`w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      user.role === 'admin' ? 'bg-purple-100 text-purple-800' : 'bg-slate-100 text-slate-700'
                    }`}
                  >
                    {user.role === 'admin' ? t('admin.users.roleAdmin') : t('admin.users.roleUser')}
                  </span>
                  {!self && (
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className="btn-secondary"
                        onClick={() => run(user._id, user.fullName, roleChange)}
                      >
                        <RoleIcon className="h-4 w-4" /> {t(`admin.users.${roleChange}`)}
                      </button>
                      <IconButton
                        icon={Trash2}
                        label={t('admin.users.deleteLabel', { name: user.fullName })}
                        className="btn-ghost text-red-700 hover:bg-red-50"
                        onClick={() => run(user._id, user.fullName, 'delete')}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
