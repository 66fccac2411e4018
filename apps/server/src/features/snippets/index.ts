// The snippets feature's public face.
export { snippetsRoutes } from './snippets.routes';
