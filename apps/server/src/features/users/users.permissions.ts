// The role rules are packages/core's (one source for server and web); the messages are the server's.
export { canManageCompanyUsers, canRemoveProjectAccess, canSeeUser, isAdmin, isSuperAdmin } from '@mudstack/core';

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
  companyInactiveActivate: "This user's company is inactive: activate the company first (Manage companies), then the user.",
  configMissing: 'This graph configuration does not exist.',
  ownCompanyOnly: 'An admin can only invite users to their own company.',
} as const;
