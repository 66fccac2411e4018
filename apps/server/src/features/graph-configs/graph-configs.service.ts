import {
  BUILTIN_CONFIG_ID,
  DEFAULT_CONFIG_NAME_MESSAGE,
  type Graph,
  type GraphConfig,
  type GraphConfigCreateBody,
  type GraphConfigSaveBody,
} from '@mudstack/contracts';
import { canDeleteConfig, canEditConfig, canSaveAsNew, fileCurveName, findSeries, isDefaultConfig, isSuperAdmin } from '@mudstack/core';
import type { Db } from '../../db/create-db';
import { forbidden, invalid, notFound } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import { BUILTIN_CONFIG } from './builtin-config';
import * as repo from './graph-configs.repository';

type Actor = Pick<UserWithCompany, 'id' | 'role' | 'company_id'>;
type Body = GraphConfigSaveBody;

export const MESSAGES = {
  notFound: 'Graph configuration not found.',
  protectedSave: 'Default configurations cannot be changed. Use Save As New to make your own copy.',
  protectedDelete: 'Default configurations cannot be deleted.',
  noEdit: 'You do not have permission to edit this configuration.',
  noSaveAsNew: 'You do not have permission to copy this configuration.',
  noDelete: 'Only an admin or a super admin can delete a configuration.',
  otherCompany: 'Only a super admin can save a configuration for another company.',
} as const;

function scopeOf(user: Actor): repo.ConfigScope {
  return isSuperAdmin(user) ? { all: true } : { all: false, companyId: user.company_id };
}

/** Whether the user may see a configuration at all; unseen ones answer 404, as if absent. */
function isVisible(user: Actor, config: GraphConfig): boolean {
  return isSuperAdmin(user) || config.company_id === null || config.company_id === user.company_id || isDefaultConfig(config);
}

/**
 * The name and series checks shared by every save: refuse a default-looking name, and series that are
 * neither in the catalogue nor a curve name; catalogue series are stored by short name, curves of a file
 * by their lower-cased name, graphs by drawOrder.
 */
function validate(body: Body): { name: string; description: string; graphs: Graph[] } {
  const errors: Record<string, string[]> = {};
  if (isDefaultConfig({ id: -1, name: body.name })) {
    throw invalid({ name: [DEFAULT_CONFIG_NAME_MESSAGE] }, DEFAULT_CONFIG_NAME_MESSAGE);
  }
  const graphs = body.graphs.map((graph, index) => {
    const series: Record<string, string> = {};
    for (const [name, colour] of Object.entries(graph.series)) {
      // A catalogue series by its short name, else a curve of the file under its own name.
      const key = findSeries(name)?.short_name ?? fileCurveName(name);
      if (!key) (errors[`graphs.${index}.series`] ??= []).push(`Unknown series "${name}": not in the catalogue, and not a curve name.`);
      else if (key in series) (errors[`graphs.${index}.series`] ??= []).push(`Series "${key}" is listed twice.`);
      else series[key] = colour;
    }
    return { ...graph, series };
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  graphs.sort((a, b) => a.drawOrder - b.drawOrder);
  return { name: body.name, description: body.description, graphs };
}

async function loadVisible(db: Db, user: Actor, id: number): Promise<GraphConfig> {
  if (id === BUILTIN_CONFIG_ID) return BUILTIN_CONFIG;
  const config = await repo.findConfig(db, id);
  if (!config || !isVisible(user, config)) throw notFound(MESSAGES.notFound);
  return config;
}

/** Everything the user may use: the built-in default first, then stored ones by id. */
export async function listGraphConfigs(db: Db, user: Actor): Promise<GraphConfig[]> {
  return [BUILTIN_CONFIG, ...(await repo.listConfigs(db, scopeOf(user)))];
}

export async function getGraphConfig(db: Db, user: Actor, id: number): Promise<GraphConfig> {
  return loadVisible(db, user, id);
}

/**
 * The company a new configuration belongs to: a user's own; a super-admin may name another
 * company or none (company_id null), and by default keeps the source's company on Save As New.
 */
function companyForNew(user: Actor, body: GraphConfigCreateBody, source: GraphConfig | null): number | null {
  if (!isSuperAdmin(user)) {
    if (body.company_id !== undefined && body.company_id !== null && body.company_id !== user.company_id) {
      throw forbidden(MESSAGES.otherCompany);
    }
    return user.company_id;
  }
  if (body.company_id !== undefined) return body.company_id;
  return source ? source.company_id : user.company_id;
}

/** POST: a new configuration, or with source_id a Save As New copy of one the user may copy. */
export async function createGraphConfig(db: Db, user: Actor, body: GraphConfigCreateBody): Promise<GraphConfig> {
  let source: GraphConfig | null = null;
  if (body.source_id !== undefined) {
    source = await loadVisible(db, user, body.source_id);
    if (!canSaveAsNew(user, source)) throw forbidden(MESSAGES.noSaveAsNew);
  }
  const fields = validate(body);
  const companyId = companyForNew(user, body, source);
  const id = await db.transaction().execute(async (trx) => {
    return repo.insertConfig(trx, { ...fields, created_by_id: user.id, company_id: companyId });
  });
  return (await repo.findConfig(db, id))!;
}

/** PUT: saves over a configuration the user may edit; defaults are never saved over. */
export async function saveGraphConfig(db: Db, user: Actor, id: number, body: Body): Promise<GraphConfig> {
  const existing = await loadVisible(db, user, id);
  if (isDefaultConfig(existing)) throw forbidden(MESSAGES.protectedSave);
  if (!canEditConfig(user, existing)) throw forbidden(MESSAGES.noEdit);
  const fields = validate(body);
  // Only a super-admin moves a configuration between companies; others keep its company.
  const companyId = isSuperAdmin(user) && body.company_id !== undefined ? body.company_id : existing.company_id;
  await db.transaction().execute(async (trx) => {
    await repo.updateConfig(trx, id, { ...fields, company_id: companyId });
  });
  return (await repo.findConfig(db, id))!;
}

export async function deleteGraphConfig(db: Db, user: Actor, id: number): Promise<GraphConfig> {
  const existing = await loadVisible(db, user, id);
  if (isDefaultConfig(existing)) throw forbidden(MESSAGES.protectedDelete);
  if (!canDeleteConfig(user, existing)) throw forbidden(MESSAGES.noDelete);
  await db.transaction().execute(async (trx) => {
    await repo.clearDefaultConfigOfUsers(trx, id);
    await repo.deleteConfig(trx, id);
  });
  return existing;
}
