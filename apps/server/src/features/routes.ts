import type { FastifyInstance } from 'fastify';
import { graphConfigRoutes } from './graph-configs/graph-configs.routes';
import { companiesRoutes } from './companies/companies.routes';
import { invitationsRoutes } from './invitations/invitations.routes';
import { usersRoutes } from './users/users.routes';
import { projectsPlugin } from './projects/plugin';
import { exportsRoutes } from './exports/exports.routes';

/**
 * Registers every feature's routes. Each feature folder exports one plugin; add it here.
 */
export async function featureRoutes(app: FastifyInstance) {
  await app.register(usersRoutes);
  await app.register(companiesRoutes);
  await app.register(invitationsRoutes);
  await app.register(graphConfigRoutes);
  await app.register(projectsPlugin);
  await app.register(exportsRoutes);
}
