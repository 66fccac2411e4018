import type { FastifyBaseLogger } from 'fastify';
import { generateMudGasLas } from '@mudstack/core';
import type { AppDeps } from '../../deps';
import { findUserById } from '../../kernel/current-user';
import { createProject } from '../projects';
import { receivedFile } from '../../lib/received-file';

export const DEMO_PROJECT_NAME = 'Demo well';
export const DEMO_FILENAME = 'demo-well.las';

/**
 * Loads the demo project on first start: a generated mud-gas LAS file (deterministic: vertical and
 * lateral sections, gas shows, C1-C5 with iso/normal butane and pentane, total gas, CO2, H2S),
 * created through the normal create-project service by the seeded super-admin, with the landing
 * point the file carries. A failure is logged, never fatal.
 */
export async function seedDemoProject(deps: AppDeps, adminId: number, log: FastifyBaseLogger): Promise<number | null> {
  try {
    const admin = await findUserById(deps.db, adminId);
    if (!admin) throw new Error(`user ${adminId} not found`);
    const las = generateMudGasLas();
    const { id } = await createProject(deps, admin, { name: DEMO_PROJECT_NAME, file: receivedFile(DEMO_FILENAME, Buffer.from(las)) });
    log.info(`demo project: created "${DEMO_PROJECT_NAME}" (id ${id})`);
    return id;
  } catch (error) {
    log.error({ err: error }, 'demo project: could not be created');
    return null;
  }
}
