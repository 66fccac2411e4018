// The system feature's public face.
export { systemRoutes } from './system.routes';
