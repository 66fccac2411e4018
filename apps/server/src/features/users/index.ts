// The users feature's public face.
export { usersRoutes } from './users.routes';
export { deleteProjectAccessOfUsers, findUsersByEmails, insertInvitedUsers, listUsers, updateUser } from './users.repository';
export { ADMIN_MESSAGES, canManageCompanyUsers, isAdmin, isSuperAdmin } from './users.permissions';
