import { INVITATION_MESSAGES, INVITE_TOKEN_TTL_DAYS, type Invitation, type User } from '@mudstack/contracts';
import type { AppDeps } from '../../deps';
import type { Role } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { hashPassword } from '../../lib/passwords';
import { badRequest, forbidden, invalid, notFound } from '../../errors';
import { assertStrongPassword, consumeUserToken, insertUserToken, revokeUserSessions } from '../auth';
import * as users from '../users';
import { findUserByEmail, findUserById, toApiUser, type UserWithCompany } from '../../kernel/current-user';
import type { Conn } from '../../kernel/db';
import { ADMIN_MESSAGES as M, canManageCompanyUsers, isAdmin, isSuperAdmin } from '../users';
import * as repo from './invitations.repository';

const TTL_MS = INVITE_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
const ALREADY_ACCEPTED = 'This user has already accepted their invitation.';

/** A fresh single-use token for `userId`, replacing any earlier one; returns the link to send. */
async function issueInviteLink(db: Conn, userId: number, appUrl: string) {
  await repo.expireInviteTokens(db, userId);
  const token = randomToken(32);
  await insertUserToken(db, {
    token_hash: sha256Hex(token),
    user_id: userId,
    purpose: 'invite',
    expires_at: new Date(Date.now() + TTL_MS),
  });
  return `${appUrl}/auth/activate/${token}`;
}

function inviteMail(to: string, inviter: UserWithCompany, company: string | null, link: string) {
  const who = `${inviter.first_name} ${inviter.last_name}`.trim() || inviter.email;
  return {
    to,
    subject: 'You are invited to Mudstack',
    link,
    text: [
      'Hello,',
      '',
      `${who} invited you to join ${company ?? 'their company'} on Mudstack, the mud-gas well-log workspace.`,
      `Open this link within ${INVITE_TOKEN_TTL_DAYS} days to choose your password and activate your account:`,
      link,
      '',
      'If you were not expecting this invitation, you can ignore this message.',
    ].join('\n'),
  };
}

/** Mail is sent after the commit; a failed send is logged and the invite can be re-sent from Manage users. */
async function sendAll(deps: AppDeps, mails: ReturnType<typeof inviteMail>[], log: (err: unknown, to: string) => void) {
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      log(err, mail.to);
    }
  }
}

/**
 * The refusal of an invitation naming addresses that have accounts. Only addresses the caller may see (their
 * own company's; every one for a super-admin) are named; the others are only counted, so no admin can list
 * another company's users by inviting them.
 */
function alreadyRegistered(actor: UserWithCompany, existing: { email: string; company_id: number | null }[]) {
  const named = existing.filter((u) => canManageCompanyUsers(actor, u.company_id)).map((u) => `${u.email} already has an account.`);
  const others = existing.length - named.length;
  if (others > 0) named.push(others === 1 ? '1 other address already has an account.' : `${others} other addresses already have an account.`);
  const count =
    existing.length === 1 ? '1 of these addresses already has an account' : `${existing.length} of these addresses already have an account`;
  return invalid({ emails: named }, `${count}; remove ${existing.length === 1 ? 'it' : 'them'} and invite the others.`);
}

export interface InviteInput {
  emails: string[];
  role: Role;
  company_id: number;
}

export async function inviteUsers(
  deps: AppDeps,
  actor: UserWithCompany,
  input: InviteInput,
  appUrl: string,
  log: (err: unknown, to: string) => void,
): Promise<User[]> {
  if (!isAdmin(actor)) throw forbidden(M.notAdmin);
  if (input.role === 'super-admin' && !isSuperAdmin(actor)) throw forbidden(M.superOnlyGrant);
  if (!isSuperAdmin(actor) && input.company_id !== actor.company_id) throw forbidden(M.ownCompanyOnly);
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];

  const { created, mails } = await deps.db.transaction().execute(async (trx) => {
    const company = await trx.selectFrom('companies').select(['id', 'name', 'is_active']).where('id', '=', input.company_id).executeTakeFirst();
    if (!company) throw invalid({ company_id: [M.companyMissing] }, M.companyMissing);
    if (!company.is_active) throw invalid({ company_id: [M.companyInactive] }, M.companyInactive);
    const existing = await users.findUsersByEmails(trx, emails);
    if (existing.length > 0) throw alreadyRegistered(actor, existing);
    const ids = await users.insertInvitedUsers(
      trx,
      emails.map((email) => ({ email, role: input.role, company_id: company.id })),
    );
    const mails = [];
    const created: User[] = [];
    for (const { id } of ids) {
      const user = (await findUserById(trx, id))!;
      mails.push(inviteMail(user.email, actor, company.name, await issueInviteLink(trx, id, appUrl)));
      created.push(toApiUser(user));
    }
    return { created, mails };
  });
  await sendAll(deps, mails, log);
  return created;
}

export async function reinviteUser(deps: AppDeps, actor: UserWithCompany, email: string, appUrl: string, log: (err: unknown, to: string) => void) {
  if (!isAdmin(actor)) throw forbidden(M.notAdmin);
  const target = await findUserByEmail(deps.db, email);
  if (!target || !canManageCompanyUsers(actor, target.company_id)) throw notFound(M.userNotFound);
  if (!isSuperAdmin(actor) && isSuperAdmin(target)) throw forbidden(M.cannotEditUser);
  if (target.email_confirmed) throw badRequest(ALREADY_ACCEPTED);
  const mail = await deps.db.transaction().execute(async (trx) => {
    const link = await issueInviteLink(trx, target.id, appUrl);
    await users.updateUser(trx, target.id, { invited_datetime: new Date() });
    return inviteMail(target.email, actor, target.company, link);
  });
  await sendAll(deps, [mail], log);
  return `Invitation sent to ${target.email}.`;
}

/** What the activation page shows; a dead link answers 400 so the page can say so before the form. */
export async function getInvitation(deps: AppDeps, token: string): Promise<Invitation> {
  const found = await repo.findLiveInvitation(deps.db, sha256Hex(token));
  if (!found) throw badRequest(INVITATION_MESSAGES.invalidToken);
  return { email: found.email, company: found.company };
}

/** Activates the invited account once: names, password, email confirmed; the link is spent. */
export async function confirmInvitation(deps: AppDeps, token: string, body: { first_name: string; last_name: string; password: string }) {
  await assertStrongPassword(body.password, [body.first_name, body.last_name]);
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction().execute(async (trx) => {
    const used = await consumeUserToken(trx, sha256Hex(token), 'invite');
    if (!used) throw badRequest(INVITATION_MESSAGES.invalidToken);
    await repo.expireInviteTokens(trx, used.user_id);
    await users.updateUser(trx, used.user_id, {
      first_name: body.first_name,
      last_name: body.last_name,
      password_hash: passwordHash,
      email_confirmed: true,
    });
    await revokeUserSessions(trx, used.user_id, 'invitation accepted');
  });
}
