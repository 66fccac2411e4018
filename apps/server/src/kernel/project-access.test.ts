import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixtures';
import { buildUser } from '../test/factories';
import { signIn, type Agent } from '../test/helper';
import { createProjectId, giveWriteAccess } from '../test/projects';
import { statementsDuring } from '../test/statements';

// The access check every project call starts with (requireProject): the project and the caller's level read in one
// statement, not one for each.

const t = useTestApp();
let owner: Agent;
let writer: Agent;
let id: number;

beforeAll(async () => {
  const admin = await buildUser(t.db, { role: 'admin' });
  const user = await buildUser(t.db, { role: 'user', companyId: admin.company_id! });
  owner = await signIn(t.app, admin.email);
  writer = await signIn(t.app, user.email);
  id = await createProjectId(owner);
  await giveWriteAccess(owner, id, user.id);
});

describe('requireProject', () => {
  it("reads the project and the caller's access level in one statement", async () => {
    let status = 0;
    const statements = await statementsDuring(async () => {
      status = (await writer.get(`/api/projects/${id}/metadata`)).statusCode;
    });
    expect(status).toBe(200);
    const access = statements.filter((s) => s.includes('"project_access"'));
    expect(access).toHaveLength(1);
    expect(access[0]).toMatch(/ from "projects" /);
  });
});
