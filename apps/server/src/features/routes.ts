import type { FastifyInstance } from 'fastify';

/**
 * Registers every feature's routes. Each feature folder exports one plugin; add it here.
 */
export async function featureRoutes(app: FastifyInstance) {
  void app;
}
