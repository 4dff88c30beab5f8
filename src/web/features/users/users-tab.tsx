import { Search, ShieldCheck, ShieldOff, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { formatDate } from '@/i18n/dates';
import { useConfirm } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { FilterButtons } from '@/web/components/filter-buttons';
import { PagedList } from '@/web/components/paged-list';
import { useSession } from '@/web/features/auth';
import { errorMessage } from '@/web/lib/api-client';
import { usePageInRange } from '@/web/lib/use-page-in-range';
import { useUserAction } from './api/change-user';
import { useUsers } from './api/get-users';
import type { RoleFilter } from './api/user-keys';

const FILTERS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'user', label: 'Users' },
  { value: 'admin', label: 'Admins' },
];

const FAILURES = {
  promote: 'Failed to promote user',
  demote: 'Failed to demote user',
  delete: 'Failed to delete user',
};

export default function UsersTab() {
  const { user: me } = useSession();
  const [role, setRole] = useState<RoleFilter>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useUsers({ page, role, q: q.trim() });
  const action = useUserAction();
  const confirm = useConfirm();

  const run = async (id: string, name: string, kind: 'promote' | 'demote' | 'delete') => {
    const questions = {
      promote: {
        title: 'Promote to admin',
        message: `Give ${name} full administrator rights?`,
        confirmLabel: 'Promote',
        danger: false,
      },
      demote: {
        title: 'Remove admin rights',
        message: `Make ${name} a regular user again?`,
        confirmLabel: 'Demote',
      },
      delete: {
        title: 'Delete user',
        message: `Delete ${name}'s account? Their comments stay, under their name. This action cannot be undone.`,
        confirmLabel: 'Delete',
      },
    };
    if (!(await confirm(questions[kind]))) return;
    action.mutate(
      { id, action: kind },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => toast.error(errorMessage(error, FAILURES[kind])),
      },
    );
  };

  usePageInRange(page, users.data?.pagination.totalPages, setPage);

  return (
    <section>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterButtons
          legend="Filter by role"
          options={FILTERS}
          value={role}
          onChange={(value) => {
            setRole(value);
            setPage(1);
          }}
        />
        <label className="relative block sm:w-72">
          <span className="sr-only">Search users</span>
          <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-muted" />
          <input
            className="input pl-9"
            placeholder="Search by name or e-mail"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>

      <PagedList
        query={users}
        loadingLabel="Loading users"
        isEmpty={(data) => data.users.length === 0}
        empty={<EmptyState icon={Users} title="No users found" />}
        onPageChange={setPage}
      >
        {(data) => (
          <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {data.users.map((user) => {
              const self = user._id === me?._id;
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
                      {user.fullName} {self && <span className="text-xs text-muted">(you)</span>}
                    </p>
                    <p className="truncate text-sm text-muted">{user.email}</p>
                    <p className="text-xs text-muted">Joined {formatDate(user.createdAt)}</p>
                  </div>
                  <span
                    className={`w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      user.role === 'admin' ? 'bg-purple-100 text-purple-800' : 'bg-slate-100 text-slate-700'
                    }`}
                  >
                    {user.role === 'admin' ? 'Admin' : 'User'}
                  </span>
                  {!self && (
                    <div className="flex gap-2">
                      {user.role === 'admin' ? (
                        <button
                          type="button"
                          className="btn-secondary"
                          onClick={() => run(user._id, user.fullName, 'demote')}
                        >
                          <ShieldOff className="h-4 w-4" /> Demote
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn-secondary"
                          onClick={() => run(user._id, user.fullName, 'promote')}
                        >
                          <ShieldCheck className="h-4 w-4" /> Promote
                        </button>
                      )}
                      <button
                        type="button"
                        className="btn-ghost text-red-700 hover:bg-red-50"
                        aria-label={`Delete ${user.fullName}`}
                        onClick={() => run(user._id, user.fullName, 'delete')}
                      >
                        <Trash2 className="h-4 w-4" />
                      </button>
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
