// An admin changing another account's role or deleting it, in the route's transaction. Never one's
// own account, and never the last admin: the admin-change lock makes two admins take turns, so they
// cannot remove the last admin together.
import type { Role } from '@/contract/enums';
import { USER_MESSAGES } from '@/contract/users';
import type { Database } from '@/server/db/client';
import { badRequest, notFound } from '@/server/lib/http-error';
import {
  countAdmins,
  deleteUser,
  findUser,
  lockAdminChanges,
  setUserRole,
  type UserRow,
} from './user-repository';

/** The other account, as it is once this transaction holds the lock. */
async function lockedTarget(tx: Database, actorId: string, targetId: string): Promise<UserRow> {
  if (actorId === targetId) throw badRequest(USER_MESSAGES.notSelf);
  await lockAdminChanges(tx);
  const target = await findUser(tx, targetId);
  if (!target) throw notFound(USER_MESSAGES.notFound);
  return target;
}

async function ensureNotLastAdmin(tx: Database, target: UserRow) {
  if (target.role === 'admin' && (await countAdmins(tx)) <= 1) throw badRequest(USER_MESSAGES.lastAdmin);
}

/** Promotes to admin or demotes to user; the account must not have that role already. */
export async function changeUserRole(
  tx: Database,
  actorId: string,
  targetId: string,
  role: Role,
): Promise<UserRow> {
  const target = await lockedTarget(tx, actorId, targetId);
  if (role === 'admin' && target.role === 'admin') throw badRequest(USER_MESSAGES.alreadyAdmin);
  if (role !== 'admin' && target.role !== 'admin') throw badRequest(USER_MESSAGES.notAdmin);
  await ensureNotLastAdmin(tx, target);
  return setUserRole(tx, target.id, role);
}

/** Deletes the account; returns it as it was, for the clean-up after commit. */
export async function deleteAccount(tx: Database, actorId: string, targetId: string): Promise<UserRow> {
  const target = await lockedTarget(tx, actorId, targetId);
  await ensureNotLastAdmin(tx, target);
  await deleteUser(tx, target.id);
  return target;
}
