import { sql } from 'kysely';
import type { CompanyRow } from '../../db/schema';
import { type Conn } from '../../kernel/db';
import { listUsers } from '../users';

export interface CompanyValues {
  name: string;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export function listCompanies(db: Conn, onlyId?: number): Promise<CompanyRow[]> {
  let query = db.selectFrom('companies').selectAll();
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  return query
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export function findCompany(db: Conn, id: number) {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCompanyByName(db: Conn, name: string) {
  return db
    .selectFrom('companies')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
    .executeTakeFirst();
}

export function insertCompany(db: Conn, values: CompanyValues) {
  return db.insertInto('companies').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateCompany(db: Conn, id: number, values: Partial<CompanyValues> & { is_active?: boolean }) {
  return db.updateTable('companies').set(values).where('id', '=', id).execute();
}

export function companyUserIds(db: Conn, companyId: number) {
  return db.selectFrom('users').select('id').where('company_id', '=', companyId).execute();
}

export function setCompanyUsersActive(db: Conn, companyId: number, isActive: boolean) {
  return db.updateTable('users').set({ is_active: isActive }).where('company_id', '=', companyId).execute();
}

/** Employees of every listed company, grouped by company id. */
export async function employeesByCompany(db: Conn, companyIds: number[]) {
  const users = companyIds.length === 0 ? [] : await listUsers(db);
  const byCompany = new Map<number, typeof users>();
  for (const user of users) {
    if (user.company_id === null || !companyIds.includes(user.company_id)) continue;
    const list = byCompany.get(user.company_id) ?? [];
    list.push(user);
    byCompany.set(user.company_id, list);
  }
  return byCompany;
}
