import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';

/**
 * Loads the demo project (a generated mud-gas LAS file) on first start.
 * Filled in by the projects feature; until then it only says so.
 */
export async function seedDemoProject(_deps: AppDeps, _adminId: number, log: FastifyBaseLogger): Promise<void> {
  log.info('demo project: not available yet');
}
