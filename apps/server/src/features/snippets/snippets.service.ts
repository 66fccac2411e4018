import type { CreateSnippetBody, Snippet } from '@mudstack/contracts';
import type { AppDeps } from '../../deps';
import type { UserWithCompany } from '../../kernel/current-user';
import { lockProjectFor, requireProject } from '../../kernel/project-access';
import { insertSnippet } from './snippets.repository';

/** `POST /snippets`: a named zoom window with its series (write access). */
export async function createSnippet(deps: AppDeps, user: UserWithCompany, projectId: number, body: CreateSnippetBody): Promise<Snippet> {
  await requireProject(deps.db, user, projectId, 'write');
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockProjectFor(trx, user, projectId, 'write');
    return insertSnippet(trx, { project_id: projectId, name: body.name, config: body.config, renormalize: body.renormalize, created_by_id: user.id });
  });
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    config: row.config as Snippet['config'],
    renormalize: row.renormalize,
    created_by_id: row.created_by_id,
    created_datetime: new Date(row.created_datetime).toISOString(),
  };
}
