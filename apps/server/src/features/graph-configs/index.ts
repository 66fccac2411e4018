// The graph configurations feature's public face.
export { graphConfigRoutes } from './graph-configs.routes';
export { getGraphConfig } from './graph-configs.service';
