import type { UserWithCompany } from '../../kernel/current-user';

/** Role rules of the administration pages, as small predicates shared by users, companies and invitations. */
export const isSuperAdmin = (u: Pick<UserWithCompany, 'role'>) => u.role === 'super-admin';
export const isAdmin = (u: Pick<UserWithCompany, 'role'>) => u.role === 'admin' || u.role === 'super-admin';

/** Who may see a user: themselves, a super-admin, or an admin of the same company. */
export function canSeeUser(actor: UserWithCompany, target: Pick<UserWithCompany, 'id' | 'company_id'>) {
  if (actor.id === target.id || isSuperAdmin(actor)) return true;
  return actor.role === 'admin' && actor.company_id !== null && actor.company_id === target.company_id;
}

/** Who may manage (edit from Manage users, remove access, re-invite) a user of `companyId`. */
export function canManageCompanyUsers(actor: UserWithCompany, companyId: number | null) {
  if (isSuperAdmin(actor)) return true;
  return actor.role === 'admin' && actor.company_id !== null && actor.company_id === companyId;
}

export const ADMIN_MESSAGES = {
  notAdmin: 'you must be an admin to access this part of the program',
  notSuperAdmin: 'You must be a super admin to access this part of the application.',
  superOnlyFields: 'Only a super admin can change email, company, role or active state.',
  superOnlyEmailRole: 'Only a super admin can change email or role.',
  superOnlyActive: 'Only a super admin can activate or deactivate users.',
  superOnlyGrant: 'Only a super admin can grant the super admin role.',
  cannotEditUser: 'cannot edit this user',
  useMyAccount: 'Edit your own account on the My account page.',
  ownAccountOnly: 'This form only edits your own account.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  userNotFound: 'User not found.',
  accessNotFound: 'Project access not found.',
  emailTaken: 'This email already belongs to another user.',
  companyMissing: 'This company does not exist.',
  companyInactive: 'This company is inactive.',
  configMissing: 'This graph configuration does not exist.',
  ownCompanyOnly: 'An admin can only invite users to their own company.',
} as const;
