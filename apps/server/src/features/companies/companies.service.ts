import type { Company, CompanyFieldsBody } from '@mudstack/contracts';
import type { AppDeps } from '../../deps';
import type { CompanyRow } from '../../db/schema';
import { badRequest, forbidden, invalid, notFound } from '../../errors';
import { revokeUserSessions } from '../auth';
import { toApiUser, type UserWithCompany } from '../../kernel/current-user';
import { type Conn } from '../../kernel/db';
import { deleteProjectAccessOfUsers } from '../users';
import { ADMIN_MESSAGES as M, isAdmin, isSuperAdmin } from '../users';
import * as repo from './companies.repository';

const NAME_TAKEN = 'A company with this name already exists.';
const CANNOT_DEACTIVATE_OWN = 'You cannot deactivate your own company.';

async function withEmployees(db: Conn, rows: CompanyRow[]): Promise<Company[]> {
  const employees = await repo.employeesByCompany(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    is_active: row.is_active,
    employees: (employees.get(row.id) ?? []).map(toApiUser),
  }));
}

/** Super-admins get every company; an admin gets only their own (what the invite form offers). */
export async function listCompanies(deps: AppDeps, actor: UserWithCompany) {
  if (isSuperAdmin(actor)) return withEmployees(deps.db, await repo.listCompanies(deps.db));
  if (!isAdmin(actor) || actor.company_id === null) throw forbidden(M.notSuperAdmin);
  return withEmployees(deps.db, await repo.listCompanies(deps.db, actor.company_id));
}

type CompanyFields = Required<{ [K in keyof CompanyFieldsBody]: Exclude<CompanyFieldsBody[K], undefined> }>;

async function checkNameFree(db: Conn, name: string, exceptId?: number) {
  const existing = await repo.findCompanyByName(db, name);
  if (existing && existing.id !== exceptId) throw invalid({ name: [NAME_TAKEN] }, NAME_TAKEN);
}

export async function createCompany(deps: AppDeps, actor: UserWithCompany, fields: CompanyFields) {
  if (!isSuperAdmin(actor)) throw forbidden(M.notSuperAdmin);
  return deps.db.transaction().execute(async (trx) => {
    await checkNameFree(trx, fields.name);
    const row = await repo.insertCompany(trx, fields);
    return (await withEmployees(trx, [row]))[0];
  });
}

/**
 * Edits the fields, or toggles the active state. Deactivating deactivates the company's users,
 * signs them out and removes all their project access; activating reactivates its users.
 */
export async function updateCompany(deps: AppDeps, actor: UserWithCompany, id: number, body: { is_active: boolean } | CompanyFields) {
  if (!isSuperAdmin(actor)) throw forbidden(M.notSuperAdmin);
  const company = await repo.findCompany(deps.db, id);
  if (!company) throw notFound('Company not found.');
  if ('is_active' in body && !body.is_active && actor.company_id === id) throw badRequest(CANNOT_DEACTIVATE_OWN);
  return deps.db.transaction().execute(async (trx) => {
    if ('is_active' in body) {
      await repo.updateCompany(trx, id, { is_active: body.is_active });
      await repo.setCompanyUsersActive(trx, id, body.is_active);
      if (!body.is_active) {
        const userIds = (await repo.companyUserIds(trx, id)).map((u) => u.id);
        await deleteProjectAccessOfUsers(trx, userIds);
        for (const userId of userIds) await revokeUserSessions(trx, userId, 'company deactivated');
      }
    } else {
      await checkNameFree(trx, body.name, id);
      await repo.updateCompany(trx, id, body);
    }
    return (await withEmployees(trx, [(await repo.findCompany(trx, id))!]))[0];
  });
}
