import { sql } from 'kysely';
import type { Graph, GraphConfig } from '@mudstack/contracts';
import type { Conn } from '../../kernel/db';

/** Who may see a configuration: `all` for a super-admin, else a company (or none). */
export type ConfigScope = { all: true } | { all: false; companyId: number | null };

export interface NewGraphConfig {
  name: string;
  description: string;
  created_by_id: number | null;
  company_id: number | null;
  graphs: Graph[];
}

function selectConfigs(db: Conn) {
  return db
    .selectFrom('graph_configs')
    .leftJoin('companies', 'companies.id', 'graph_configs.company_id')
    .leftJoin('users', 'users.id', 'graph_configs.created_by_id')
    .select([
      'graph_configs.id',
      'graph_configs.name',
      'graph_configs.description',
      'graph_configs.created_by_id',
      'graph_configs.company_id',
      'graph_configs.created_datetime',
      'graph_configs.graphs',
      'companies.name as company',
      sql<string | null>`nullif(trim(concat_ws(' ', users.first_name, users.last_name)), '')`.as('created_by'),
    ]);
}

type ConfigRow = Awaited<ReturnType<ReturnType<typeof selectConfigs>['executeTakeFirstOrThrow']>>;

function toConfig(row: ConfigRow): GraphConfig {
  const stored = (typeof row.graphs === 'string' ? JSON.parse(row.graphs) : row.graphs) as Array<Partial<Graph> & Omit<Graph, 'kind' | 'scale'>>;
  // Configurations saved before graphs had a kind and a scale read as line graphs on a linear axis.
  const graphs: Graph[] = stored.map((g) => ({ ...g, kind: g.kind ?? 'lines', scale: g.scale ?? 'linear' }));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    created_by_id: row.created_by_id,
    created_by: row.created_by,
    created_datetime: new Date(row.created_datetime).toISOString(),
    company_id: row.company_id,
    company: row.company,
    graphs,
  };
}

/**
 * Stored configurations visible in a scope: a company sees its own, those of no company and
 * the stored defaults (a name containing "default config").
 */
export async function listConfigs(db: Conn, scope: ConfigScope): Promise<GraphConfig[]> {
  let query = selectConfigs(db);
  if (!scope.all) {
    const companyId = scope.companyId;
    query = query.where((eb) =>
      eb.or([
        ...(companyId === null ? [] : [eb('graph_configs.company_id', '=', companyId)]),
        eb('graph_configs.company_id', 'is', null),
        eb('graph_configs.name', 'ilike', '%default config%'),
      ]),
    );
  }
  const rows = await query.orderBy('graph_configs.id').execute();
  return rows.map(toConfig);
}

export async function findConfig(db: Conn, id: number): Promise<GraphConfig | undefined> {
  const row = await selectConfigs(db).where('graph_configs.id', '=', id).executeTakeFirst();
  return row ? toConfig(row) : undefined;
}

export async function insertConfig(db: Conn, config: NewGraphConfig): Promise<number> {
  const row = await db
    .insertInto('graph_configs')
    .values({ ...config, graphs: JSON.stringify(config.graphs) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateConfig(
  db: Conn,
  id: number,
  changes: { name: string; description: string; company_id: number | null; graphs: Graph[] },
): Promise<void> {
  await db
    .updateTable('graph_configs')
    .set({ ...changes, graphs: JSON.stringify(changes.graphs) })
    .where('id', '=', id)
    .execute();
}

export async function deleteConfig(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('graph_configs').where('id', '=', id).execute();
}

/** Users whose default was the deleted configuration fall back to none chosen (null). */
export async function clearDefaultConfigOfUsers(db: Conn, configId: number): Promise<void> {
  await db.updateTable('users').set({ default_config_id: null }).where('default_config_id', '=', configId).execute();
}
