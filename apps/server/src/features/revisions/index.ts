// The revisions feature's public face.
export { revisionsRoutes } from './revisions.routes';
