// The companies feature's public face.
export { companiesRoutes } from './companies.routes';
