import type { Role } from '@mudstack/contracts';
import type { Db } from '../db/create-db';
import { hashPassword } from '../lib/passwords';
import { DEFAULT_PASSWORD } from './helper';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

// Hashing with argon2id takes tens of milliseconds; the default password is hashed once per worker.
let defaultHash: Promise<string> | undefined;
const hashFor = (password: string) => (password === DEFAULT_PASSWORD ? (defaultHash ??= hashPassword(DEFAULT_PASSWORD)) : hashPassword(password));

export async function buildCompany(db: Db, overrides: Partial<{ name: string; is_active: boolean; state: string; zip: string }> = {}) {
  return db
    .insertInto('companies')
    .values({ name: `Company ${next()}`, address: '1 Main St', address2: null, city: 'Houston', state: 'TX', zip: '77002', ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface BuildUserOptions {
  role?: Role;
  companyId?: number;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  isActive?: boolean;
}

/** A user who has accepted their invitation and can sign in with `password` (DEFAULT_PASSWORD by default). */
export async function buildUser(db: Db, options: BuildUserOptions = {}) {
  const companyId = options.companyId ?? (await buildCompany(db)).id;
  const id = next();
  const row = await db
    .insertInto('users')
    .values({
      email: options.email ?? `user-${id}@example.com`,
      password_hash: await hashFor(options.password ?? DEFAULT_PASSWORD),
      first_name: options.firstName ?? 'Test',
      last_name: options.lastName ?? `User${id}`,
      company_id: companyId,
      role: options.role ?? 'user',
      is_active: options.isActive ?? true,
      email_confirmed: true,
      default_config_id: null,
      invited_datetime: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password: options.password ?? DEFAULT_PASSWORD };
}
