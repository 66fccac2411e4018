import type { AdminUpdateUserBody, UpdateOwnAccountBody, UpdateUserBody, UserDetail } from '@mudstack/contracts';
import type { AppDeps } from '../../deps';
import type { UserUpdate } from '../../db/schema';
import { badRequest, forbidden, invalid, notFound } from '../../errors';
import { revokeUserSessions } from '../auth';
import * as repo from './users.repository';
import { findUserByEmail, findUserById, toApiUser, type UserWithCompany } from '../../kernel/current-user';
import type { Conn } from '../../kernel/db';
import { findAccessLevel } from '../../kernel/project-access';
import { ADMIN_MESSAGES as M, canRemoveProjectAccess, canSeeUser, isAdmin, isSuperAdmin } from './users.permissions';

export async function listUsers(deps: AppDeps, actor: UserWithCompany) {
  if (isSuperAdmin(actor)) return repo.listUsers(deps.db);
  if (!isAdmin(actor) || actor.company_id === null) throw forbidden(M.notAdmin);
  return repo.listUsers(deps.db, actor.company_id);
}

async function findVisibleUser(db: Conn, actor: UserWithCompany, id: number) {
  const target = await findUserById(db, id);
  if (!target || !canSeeUser(actor, target)) throw notFound(M.userNotFound);
  return target;
}

export async function getUser(deps: AppDeps, actor: UserWithCompany, id: number): Promise<UserDetail> {
  const target = await findVisibleUser(deps.db, actor, id);
  const rows = await repo.listUserProjectAccess(deps.db, id);
  // An admin sees only their own company's projects (and company-less ones) in someone's access list,
  // never the names of other companies' projects; a super-admin, and the user themselves, see every row.
  const mayShow = (companyId: number | null) => companyId === null || companyId === actor.company_id;
  const access = isSuperAdmin(actor) || actor.id === target.id ? rows : rows.filter((a) => mayShow(a.project_company_id));
  return {
    ...toApiUser(target),
    projects: access.map((a) => ({
      id: a.id,
      access_level: a.access_level,
      project: { id: a.project_id, name: a.project_name, deleted_date: a.deleted_date ? new Date(a.deleted_date).toISOString() : null },
    })),
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function checkEmailFree(db: Conn, email: string, exceptId: number) {
  const existing = await findUserByEmail(db, email);
  if (existing && existing.id !== exceptId) throw invalid({ email: [M.emailTaken] }, M.emailTaken);
}

/** 0 and null both mean the built-in default configuration, stored as null. */
async function checkDefaultConfig(db: Conn, actor: UserWithCompany, target: UserWithCompany, id: number | null | undefined) {
  if (id === undefined) return undefined;
  if (id === null || id === 0) return null;
  const config = await repo.graphConfigExists(db, id);
  const visible = config && (config.company_id === null || config.company_id === target.company_id || isSuperAdmin(actor));
  if (!visible) throw invalid({ default_config_id: [M.configMissing] }, M.configMissing);
  return id;
}

async function checkCompany(db: Conn, companyId: number | null) {
  if (companyId === null) return;
  const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw invalid({ company_id: [M.companyMissing] }, M.companyMissing);
}

/** A user of an inactive company stays inactive: nobody of that company may sign in until it is activated. */
async function checkCompanyActive(db: Conn, companyId: number | null) {
  if (companyId === null) return;
  const company = await db.selectFrom('companies').select('is_active').where('id', '=', companyId).executeTakeFirst();
  if (company && !company.is_active) throw invalid({ is_active: [M.companyInactiveActivate] }, M.companyInactiveActivate);
}

/** PUT /api/users/{id}: the payload's shape says which of the three edits it is. */
export async function updateUser(deps: AppDeps, actor: UserWithCompany, id: number, body: UpdateUserBody) {
  const target = await findVisibleUser(deps.db, actor, id);
  if ('id' in body) return adminEdit(deps, actor, target, body);
  if ('first_name' in body) return ownAccountEdit(deps, actor, target, body);
  return setActive(deps, actor, target, body.is_active);
}

async function setActive(deps: AppDeps, actor: UserWithCompany, target: UserWithCompany, isActive: boolean) {
  if (!isSuperAdmin(actor)) throw forbidden(M.superOnlyActive);
  if (target.id === actor.id && !isActive) throw badRequest(M.cannotDeactivateSelf);
  if (isActive) await checkCompanyActive(deps.db, target.company_id);
  return save(deps, target.id, { is_active: isActive });
}

async function ownAccountEdit(deps: AppDeps, actor: UserWithCompany, target: UserWithCompany, body: UpdateOwnAccountBody) {
  if (target.id !== actor.id) throw forbidden(M.ownAccountOnly);
  const emailChanged = body.email !== undefined && !sameEmail(body.email, target.email);
  const roleChanged = body.role !== undefined && body.role !== target.role;
  if ((emailChanged || roleChanged) && !isSuperAdmin(actor)) throw forbidden(M.superOnlyEmailRole);
  if (roleChanged) throw badRequest(M.cannotChangeOwnRole);
  if (emailChanged) await checkEmailFree(deps.db, body.email!, target.id);
  const values: UserUpdate = { first_name: body.first_name, last_name: body.last_name };
  if (emailChanged) values.email = body.email;
  const configId = await checkDefaultConfig(deps.db, actor, target, body.default_config_id);
  if (configId !== undefined) values.default_config_id = configId;
  return save(deps, target.id, values);
}

async function adminEdit(deps: AppDeps, actor: UserWithCompany, target: UserWithCompany, body: AdminUpdateUserBody) {
  if (!isAdmin(actor)) throw forbidden(M.notAdmin);
  if (body.id !== target.id) throw invalid({ id: ['does not match the user in the address'] });
  if (target.id === actor.id) throw forbidden(M.useMyAccount);
  if (!isSuperAdmin(actor) && isSuperAdmin(target)) throw forbidden(M.cannotEditUser);
  const emailChanged = !sameEmail(body.email, target.email);
  const companyChanged = body.company_id !== target.company_id;
  const roleChanged = body.role !== target.role;
  const activeChanged = body.is_active !== target.is_active;
  if (!isSuperAdmin(actor)) {
    if (roleChanged && body.role === 'super-admin') throw forbidden(M.superOnlyGrant);
    if (emailChanged || companyChanged || roleChanged || activeChanged) throw forbidden(M.superOnlyFields);
  }
  if (emailChanged) await checkEmailFree(deps.db, body.email, target.id);
  if (companyChanged) await checkCompany(deps.db, body.company_id);
  if (body.is_active && (activeChanged || companyChanged)) await checkCompanyActive(deps.db, body.company_id);
  const values: UserUpdate = {
    first_name: body.first_name,
    last_name: body.last_name,
    email: emailChanged ? body.email : target.email,
    company_id: body.company_id,
    role: body.role,
    is_active: body.is_active,
  };
  const configId = await checkDefaultConfig(deps.db, actor, target, body.default_config_id);
  if (configId !== undefined) values.default_config_id = configId;
  return save(deps, target.id, values);
}

/** One transaction: the update, and when the user ends up inactive, every session of theirs revoked. */
async function save(deps: AppDeps, id: number, values: UserUpdate) {
  return deps.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, id, values);
    if (values.is_active === false) await revokeUserSessions(trx, id, 'user deactivated');
    const updated = await findUserById(trx, id);
    return toApiUser(updated!);
  });
}

/** `DELETE /api/users/access/{id}`: the caller must answer for both the user and the project (core's canRemoveProjectAccess). */
export async function removeProjectAccess(deps: AppDeps, actor: UserWithCompany, accessId: number) {
  if (!isAdmin(actor)) throw forbidden(M.notAdmin);
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findProjectAccess(trx, accessId);
    const actorLevel = row ? await findAccessLevel(trx, row.project_id, actor.id) : undefined;
    // An access row the caller cannot answer for (another company's user, or a project of a company they do
    // not administer) is not found, as for GET: its existence does not leak.
    if (!row || !canRemoveProjectAccess(actor, { userCompanyId: row.company_id, projectCompanyId: row.project_company_id, actorLevel })) {
      throw notFound(M.accessNotFound);
    }
    await repo.deleteProjectAccess(trx, accessId);
  });
}
