// The invitations feature's public face.
export { invitationsRoutes } from './invitations.routes';
