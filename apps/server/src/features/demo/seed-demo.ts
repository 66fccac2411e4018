import type { FastifyBaseLogger } from 'fastify';
import { FORMATION_PALETTE, generatedWellGeology, generateMudGasLas } from '@mudstack/core';
import type { AppDeps } from '../../deps';
import { findUserById, type UserWithCompany } from '../../kernel/current-user';
import { createProject, saveMetadata } from '../projects';
import { createSnippet } from '../snippets';
import { receivedFile } from '../../lib/received-file';

export const DEMO_PROJECT_NAME = 'Demo well';
export const DEMO_FILENAME = 'demo-well.las';

/** The vertical section's units, shallow to deep, ending above the landing point; the lateral is in the Middle Bakken. */
const VERTICAL_UNITS = ['Kibbey Lime', 'Charles', 'Mission Canyon', 'Lodgepole', 'False Bakken', 'Upper Bakken Shale'];
export const LATERAL_UNIT = 'Middle Bakken';
export const DEMO_SNIPPET_NAME = 'Largest vertical show';

/**
 * Loads the demo project on first start: a generated mud-gas LAS file (deterministic: vertical and
 * lateral sections, gas shows, C1-C5 with iso/normal butane and pentane, total gas, CO2, H2S),
 * created through the normal create-project service by the seeded super-admin, with the landing
 * point the file carries. It then shows what Mudstack does: the file's formations, its largest shows
 * annotated (and the best lateral one as a zone), and a snippet of the largest show, each written
 * through the same services a user's edits go through. A failure is logged, never fatal.
 */
export async function seedDemoProject(deps: AppDeps, adminId: number, log: FastifyBaseLogger): Promise<number | null> {
  try {
    const admin = await findUserById(deps.db, adminId);
    if (!admin) throw new Error(`user ${adminId} not found`);
    const las = generateMudGasLas();
    const { id } = await createProject(deps, admin, { name: DEMO_PROJECT_NAME, file: receivedFile(DEMO_FILENAME, Buffer.from(las)) });
    await markTheWell(deps, admin, id);
    log.info(`demo project: created "${DEMO_PROJECT_NAME}" (id ${id})`);
    return id;
  } catch (error) {
    log.error({ err: error }, 'demo project: could not be created');
    return null;
  }
}

/** Formations between the generated well's tops, its three largest vertical shows and best lateral show, a snippet. */
async function markTheWell(deps: AppDeps, admin: UserWithCompany, projectId: number) {
  const { tops, shows, landing, stop } = generatedWellGeology();
  // Tops at whole feet, as a geologist picks them; the last vertical unit ends at the landing point, the lateral's
  // at the last depth logged.
  const bounds = [...tops.slice(0, -1).map((d) => Math.round(d)), landing];
  const vertical = bounds.slice(0, -1).map((top, i) => ({ top, base: bounds[i + 1] }));
  const names = vertical.map((_, i) => VERTICAL_UNITS[VERTICAL_UNITS.length - vertical.length + i] ?? `Unit ${i + 1}`);
  const formations = [...vertical.map((f, i) => ({ ...f, name: names[i] })), { top: landing, base: stop, name: LATERAL_UNIT }].map((f, i) => ({
    xval_low: f.top,
    xval_high: f.base,
    message: f.name,
    color: FORMATION_PALETTE[i % FORMATION_PALETTE.length],
  }));
  const byAmplitude = (a: { amplitude: number }, b: { amplitude: number }) => b.amplitude - a.amplitude;
  const verticalShows = shows
    .filter((s) => s.depth < landing)
    .sort(byAmplitude)
    .slice(0, 3);
  const lateralShow = shows.filter((s) => s.depth > landing).sort(byAmplitude)[0];
  const hairlines = [
    ...verticalShows.map((s) => ({ xval: Math.round(s.depth), text: 'Gas show', isZone: false, interpolated: false })),
    ...(lateralShow ? [{ xval: Math.round(lateralShow.depth), text: 'Best lateral show', isZone: true, interpolated: false }] : []),
  ];
  await saveMetadata(deps, admin, projectId, { revision: 1, global_formations: formations, global_hairlines: hairlines });
  const largest = verticalShows[0];
  if (!largest) return;
  await createSnippet(deps, admin, projectId, {
    name: DEMO_SNIPPET_NAME,
    config: { dateWindow: { x: [largest.depth - 60, largest.depth + 60], y: [1, 100_000] }, series: ['c1', 'c2', 'c3', 'c4', 'c5'], scale: 'log' },
    renormalize: false,
  });
}
