import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps';
import { randomToken } from './lib/crypto';
import { hashPassword } from './lib/passwords';

export const SEED_COMPANY_NAME = 'Mudstack';

/**
 * First start on an empty database: a company and the super-admin (ADMIN_EMAIL / ADMIN_PASSWORD,
 * or a random password printed once). Safe to call on every start: it does nothing once users exist.
 */
export async function seedDatabase(deps: AppDeps, log: FastifyBaseLogger): Promise<{ adminId: number } | null> {
  const { db, config } = deps;
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;

  const password = config.ADMIN_PASSWORD ?? randomToken(12);
  const passwordHash = await hashPassword(password);
  const adminId = await db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto('companies')
      .values({ name: SEED_COMPANY_NAME, address: null, address2: null, city: null, state: null, zip: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await trx
      .insertInto('users')
      .values({
        email: config.ADMIN_EMAIL,
        password_hash: passwordHash,
        first_name: 'Super',
        last_name: 'Admin',
        company_id: company.id,
        role: 'super-admin',
        is_active: true,
        email_confirmed: true,
        default_config_id: null,
        invited_datetime: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return admin.id;
  });

  if (config.ADMIN_PASSWORD) {
    log.info(`Created the super-admin ${config.ADMIN_EMAIL} with the password from ADMIN_PASSWORD.`);
  } else {
    // Printed once, on the console, so it does not depend on the log level.
    console.log(
      `\n  Mudstack: created the super-admin\n    email:    ${config.ADMIN_EMAIL}\n    password: ${password}\n  This password is shown only once; set ADMIN_PASSWORD to choose your own.\n`,
    );
  }
  return { adminId };
}
