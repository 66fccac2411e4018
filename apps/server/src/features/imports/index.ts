// The imports feature's public face.
export { importsRoutes } from './imports.routes';
