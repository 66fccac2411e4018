// The exports feature's public face.
export { exportsRoutes } from './exports.routes';
