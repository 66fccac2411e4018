// The snippets feature's public face.
export { snippetsRoutes } from './snippets.routes';
export { createSnippet } from './snippets.service';
