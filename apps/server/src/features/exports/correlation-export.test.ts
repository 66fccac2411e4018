import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { useTestApp } from '../../test/fixtures';
import { buildUser } from '../../test/factories';
import { signIn, type Agent } from '../../test/helper';
import { createProjectId, lasText, smallLas } from '../../test/projects';

const t = useTestApp();

async function well(agent: Agent, name: string, start: number, top: number | null) {
  const id = await createProjectId(agent, { name, las: smallLas({ startDepth: start, landingDepth: start + 70, rows: 200 }) });
  const formations = top === null ? [] : [{ xval_low: top, xval_high: top + 30, message: 'Wolfcamp A', color: '#e5393540' }];
  const saved = await agent.post(`/api/projects/${id}/metadata?dr=1`, {
    revision: 1,
    global_formations: formations,
    global_hairlines: [{ xval: start + 40, text: 'Gas show', isZone: false }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

async function pdfPages(agent: Agent, uri: string) {
  const pdf = (await agent.get(uri)).rawPayload;
  mkdirSync('test-results/exports', { recursive: true });
  writeFileSync('test-results/exports/correlation.pdf', pdf);
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(proxy, { mergePages: false })).text.map((p) => p.replace(/\s+/g, ' '));
}

describe('POST /api/correlation/export-pdf', () => {
  it('draws the wells flattened on a top, depth down side by side, names the unavailable one, then compares them', async () => {
    const owner = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, owner.email);
    const one = await well(agent, 'North 1H', 5000, 5020);
    const two = await well(agent, 'South 2H', 6000, 6050);
    const bare = await well(agent, 'East 3H', 7000, null);
    const stranger = await buildUser(t.db, { role: 'admin' });
    const theirs = await well(await signIn(t.app, stranger.email), 'Secret 9H', 5000, 5020);

    const created = await agent.post(`/api/correlation/export-pdf?projects=${one},${two},${bare},${theirs}&flatten=Wolfcamp%20A&from=-20&to=40`, {});
    expect(created.statusCode, created.body).toBe(200);
    const pages = await pdfPages(agent, created.json().result.uri as string);
    expect(pages).toHaveLength(2);
    const [log, table] = pages;
    expect(log).toContain('Correlation: North 1H, South 2H, East 3H');
    expect(log).toContain('Flattened on the top of Wolfcamp A in measured depth: -20 to 40 ft from it');
    expect(log).toContain(`Unavailable (not shown): project ${theirs}.`);
    expect(log).not.toContain('Secret 9H');
    // Each group's depth track is in the well's own measured depth: 5,000-5,060 and 6,030-6,090.
    expect(log).toContain('0 = 5020 ft MD');
    expect(log).toContain('0 = 6050 ft MD');
    // East 3H has no Wolfcamp A: it is drawn at the others' mean top (5,535 ft).
    expect(log).toContain("no Wolfcamp A: 0 = the others' mean top, 5535 ft MD");
    expect(log).toMatch(/Depth \(ft\)/);
    for (const head of ['C1 (ppm)', 'TG (ppm)', 'C1/C2', 'Wh (%)']) expect(log, head).toContain(head);
    expect(table).toContain('Comparison over the window (Wolfcamp A top = 0)');
    expect(table).toMatch(/North 1H 5000 - 5060 121 /);
    expect(table).toMatch(/South 2H 6030 - 6090 /);
    expect(table).toContain('East 3H: Not flattened: this well has no Wolfcamp A.');
  });

  it("prints each graph on one value scale across the wells, whatever each well's own values span", async () => {
    const owner = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, owner.email);
    // Total gas of one well 120-900 ppm, of the other 1,200-90,000: on their own, 100-1k and 1k-100k.
    const las = (tg: (i: number) => number) =>
      lasText(
        ['DEPT.ft', 'C1.ppm', 'TG.ppm'],
        Array.from({ length: 100 }, (_, i) => `${5000 + i} ${200 + i} ${tg(i)}`),
      );
    const low = await createProjectId(agent, { name: 'Low 1H', las: las((i) => 120 + (i % 10) * 78) });
    const high = await createProjectId(agent, { name: 'High 2H', las: las((i) => 1200 + (i % 10) * 9880) });
    const created = await agent.post(`/api/correlation/export-pdf?projects=${low},${high}&from=5000&to=5099`, {});
    expect(created.statusCode, created.body).toBe(200);
    const [log] = await pdfPages(agent, created.json().result.uri as string);
    // Each track head reads its scale's ends, then log or linear.
    const tgScales = [...log.matchAll(/TG \(ppm\) (\S+ \S+)log/g)].map((m) => m[1]);
    expect(tgScales).toEqual(['100 100k', '100 100k']);
  });

  it("writes each well's total gas in its own unit when the wells' units differ", async () => {
    const agent = await signIn(t.app, (await buildUser(t.db, { role: 'admin' })).email);
    const ppm = await well(agent, 'North 1H', 5000, 5020);
    const percent = await createProjectId(agent, {
      name: 'South 2H',
      las: smallLas({ startDepth: 5000, landingDepth: 5070, rows: 200 }).replace(/^ TG +\.ppm/m, ' TG       .units'),
    });
    const created = await agent.post(`/api/correlation/export-pdf?projects=${ppm},${percent}&from=5000&to=5060`, {});
    expect(created.statusCode, created.body).toBe(200);
    const [, table] = await pdfPages(agent, created.json().result.uri as string);
    expect(table).toContain('Peak total gas Mean total gas');
    expect(table).toMatch(/North 1H 5000 - 5060 121 [\d,]+ ppm [\d,]+ ppm /);
    expect(table).toMatch(/South 2H 5000 - 5060 121 [\d,]+ units [\d,]+ units /);
  });

  it('refuses a window given by one end only, and answers 422 when no well can be viewed', async () => {
    const agent = await signIn(t.app, (await buildUser(t.db, { role: 'admin' })).email);
    expect((await agent.post('/api/correlation/export-pdf?projects=1,2&from=5', {})).statusCode).toBe(422);
    const none = await agent.post('/api/correlation/export-pdf?projects=999998,999999', {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.projects).toEqual(['None of these projects can be viewed.']);
  });
});
