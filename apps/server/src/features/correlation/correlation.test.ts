import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { useTestApp } from '../../test/fixtures';
import { buildUser } from '../../test/factories';
import { signIn, type Agent } from '../../test/helper';
import { createProjectId } from '../../test/projects';

const t = useTestApp();

/**
 * A hand-computed well: five rows every 0.5 ft from `start`, alternating two gas compositions.
 * Row a: C1 800, C2 100, C3 50, C4 30, C5 20 (sum 1000): Wh 20, Bh 9, Ch 1, C1/C2 8, C1/C3 16, C1/C4 26.67, C1/C5 40; oil (4).
 * Row b: C1 900, C2 50, C3 25, C4 15, C5 10 (sum 1000): Wh 10, Bh 19, Ch 1, C1/C2 18, C1/C3 36, C1/C4 60, C1/C5 90; gas (2).
 * Total gas 1000, 1200, 1100, 1300, 1050.
 */
function handWell(start: number, tvdBelow?: number): string {
  const a = '800 100 50 30 20';
  const b = '900 50 25 15 10';
  const tg = [1000, 1200, 1100, 1300, 1050];
  // With `tvdBelow`: a TVD curve, TVD = MD - tvdBelow (a straight hole).
  const rows = [a, b, a, b, a].map(
    (gases, i) => `${start + i * 0.5} ${gases} ${tg[i]}${tvdBelow === undefined ? '' : ` ${start + i * 0.5 - tvdBelow}`}`,
  );
  return [
    '~Version',
    'VERS. 2.0 :',
    'WRAP. NO :',
    '~Well',
    `STRT.F ${start} :`,
    `STOP.F ${start + 2} :`,
    'STEP.F 0.5 :',
    'NULL. -999.25 :',
    'WELL. HAND WELL :',
    '~Curve',
    'DEPT.F :',
    'C1.ppm :',
    'C2.ppm :',
    'C3.ppm :',
    'C4.ppm :',
    'C5.ppm :',
    'TG.ppm :',
    ...(tvdBelow === undefined ? [] : ['TVD.F :']),
    '~A',
    ...rows,
    '',
  ].join('\n');
}

async function wellWithTop(agent: Agent, name: string, start: number, formation: string | null, tvdBelow?: number) {
  const id = await createProjectId(agent, { name, las: handWell(start, tvdBelow) });
  if (formation) {
    const saved = await agent.post(`/api/projects/${id}/metadata?dr=1`, {
      revision: 1,
      global_formations: [{ xval_low: start, xval_high: start + 2, message: formation, color: '#ff000040' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return id;
}

describe('GET /api/correlation', () => {
  it("lists the wells in the order asked, each checked on its own: another company's well is named unavailable, never shown", async () => {
    const owner = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, owner.email);
    const one = await wellWithTop(agent, 'North 1H', 5000, 'Wolfcamp A');
    const two = await wellWithTop(agent, 'South 2H', 6000, 'wolfcamp a');
    const stranger = await buildUser(t.db, { role: 'admin' });
    const theirs = await wellWithTop(await signIn(t.app, stranger.email), 'Secret 9H', 7000, 'Wolfcamp A');

    const response = await agent.get(`/api/correlation?projects=${two},${one},${theirs}`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(result.map((w: { id: number }) => w.id)).toEqual([two, one, theirs]);
    expect(result[0]).toMatchObject({ available: true, name: 'South 2H', well: 'HAND WELL', row_count: 5, start_depth: 6000, has_tvd: false });
    expect(result[0].formations).toEqual([expect.objectContaining({ message: 'wolfcamp a', xval_low: 6000 })]);
    expect(result[2]).toEqual({ id: theirs, available: false });
    expect(response.body).not.toContain('Secret 9H');
  });

  it('asks for two to eight wells, by id', async () => {
    const agent = await signIn(t.app, (await buildUser(t.db)).email);
    for (const bad of ['1', '1,1', '1,2,3,4,5,6,7,8,9', 'a,b', '1,-2', '']) {
      const response = await agent.get(`/api/correlation?projects=${bad}`);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors.projects?.[0] ?? response.body).toMatch(/2 to 8 project ids/);
    }
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/correlation?projects=1,2' })).statusCode).toBe(401);
  });
});

describe('GET /api/correlation/compare', () => {
  it('compares hand-computed wells over an interval flattened on a formation top, each in its own measured depth', async () => {
    const owner = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, owner.email);
    const one = await wellWithTop(agent, 'North 1H', 5000, 'Wolfcamp A');
    const two = await wellWithTop(agent, 'South 2H', 6000, 'Wolfcamp A');
    const bare = await wellWithTop(agent, 'East 3H', 5500, null);
    const stranger = await buildUser(t.db, { role: 'admin' });
    const theirs = await wellWithTop(await signIn(t.app, stranger.email), 'Secret 9H', 7000, 'Wolfcamp A');

    const response = await agent.get(`/api/correlation/compare?projects=${one},${two},${bare},${theirs}&from=0&to=2&flatten=Wolfcamp%20A`);
    expect(response.statusCode, response.body).toBe(200);
    const { flatten, wells } = response.json().result;
    expect(flatten).toBe('Wolfcamp A');
    const expected = {
      rows: 5,
      peak_total_gas: 1300,
      mean_total_gas: 1130,
      total_gas_unit: 'ppm',
      mean_wh: 16,
      mean_bh: 13,
      mean_ch: 1,
      dominant_zone: 4,
      dominant_zone_name: 'Oil',
      dominant_share: 0.6,
      reason: null,
    };
    expect(wells[0]).toMatchObject({ id: one, name: 'North 1H', from: 5000, to: 5002, peak_depth: 5001.5, ...expected });
    expect(wells[1]).toMatchObject({ id: two, name: 'South 2H', from: 6000, to: 6002, peak_depth: 6001.5, ...expected });
    for (const w of wells.slice(0, 2)) {
      const [p1, p2, p3, p4] = w.pixler;
      expect(p1).toBeCloseTo(12, 9);
      expect(p2).toBeCloseTo(24, 9);
      expect(p3).toBeCloseTo(40, 9);
      expect(p4).toBeCloseTo(60, 9);
    }
    expect(wells[2]).toMatchObject({ id: bare, name: 'East 3H', rows: 0, mean_wh: null, reason: 'Not flattened: this well has no Wolfcamp A.' });
    expect(wells[3]).toMatchObject({ id: theirs, name: null, rows: 0, reason: expect.stringMatching(/^Unavailable/) });
    expect(response.body).not.toContain('Secret 9H');

    // Unflattened, the interval is measured depth: only the first well has rows in 5000-5001.
    const md = (await agent.get(`/api/correlation/compare?projects=${one},${two}&from=5001&to=5000`)).json().result.wells;
    expect(md[0]).toMatchObject({ from: 5000, to: 5001, rows: 3, peak_total_gas: 1200, mean_total_gas: 1100 });
    expect(md[1]).toMatchObject({ rows: 0, reason: 'No rows of this well in the interval.' });
  });

  it('downloads the comparison as CSV, a row per well, text never read as a formula', async () => {
    const owner = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, owner.email);
    const one = await wellWithTop(agent, '=HYPERLINK("x")', 5000, 'Wolfcamp A');
    const two = await wellWithTop(agent, 'South 2H', 6000, 'Wolfcamp A');
    const response = await agent.get(`/api/correlation/compare?projects=${one},${two}&from=0&to=2&flatten=Wolfcamp%20A&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="correlation-comparison.csv"/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^project_id,project,well,from_md_ft,to_md_ft,rows,peak_total_gas/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${one},"'=HYPERLINK(""x"")",HAND WELL,5000,5002,5,1300,5001.5,1130,ppm,16,13,1,4 Oil,0.6,12,24,40,60,`);
    expect(lines[2]).toMatch(new RegExp(`^${two},South 2H,HAND WELL,6000,6002,5,`));
  });

  it('refuses an interval of no depth and a depth that is not a number', async () => {
    const agent = await signIn(t.app, (await buildUser(t.db)).email);
    expect((await agent.get('/api/correlation/compare?projects=1,2&from=5&to=5')).statusCode).toBe(422);
    expect((await agent.get('/api/correlation/compare?projects=1,2&from=x&to=5')).statusCode).toBe(422);
    expect((await agent.get('/api/correlation/compare?projects=1,2&from=1e9&to=5')).statusCode).toBe(422);
  });
});

describe('true vertical depth', () => {
  it('gives a well with a TVD curve its TVD axis, formations and marks, and compares wells over a TVD interval', async () => {
    const owner = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, owner.email);
    // North's TVD is its MD less 1,000 ft; South has no TVD curve.
    const north = await wellWithTop(agent, 'North 1H', 5000, 'Wolfcamp A', 1000);
    const south = await wellWithTop(agent, 'South 2H', 6000, 'Wolfcamp A');
    const wells = (await agent.get(`/api/correlation?projects=${north},${south}`)).json().result;
    expect(wells[0]).toMatchObject({ has_tvd: true, tvd: { curve: 'tvd', start: 4000, stop: 4002 } });
    expect(wells[0].tvd.formations).toEqual([expect.objectContaining({ message: 'Wolfcamp A', xval_low: 4000, xval_high: 4002 })]);
    expect(wells[1]).toMatchObject({ has_tvd: false, tvd: null });

    // In TVD, flattened: North's interval 0-2 ft below its top is 4,000-4,002 ft TVD, read back as 5,000-5,002 ft MD.
    const compared = (await agent.get(`/api/correlation/compare?projects=${north},${south}&from=0&to=2&flatten=Wolfcamp%20A&depth=tvd`)).json()
      .result;
    expect(compared.wells[0]).toMatchObject({ from: 5000, to: 5002, rows: 5, peak_total_gas: 1300, mean_wh: 16, reason: null });
    expect(compared.wells[1]).toMatchObject({ rows: 0, reason: 'No TVD curve: this well is shown in measured depth and not compared in TVD.' });
    // Unflattened in TVD: the interval is TVD itself.
    const tvd = (await agent.get(`/api/correlation/compare?projects=${north},${south}&from=4000.5&to=4001&depth=tvd`)).json().result;
    expect(tvd.wells[0]).toMatchObject({ from: 5000.5, to: 5001, rows: 2, peak_total_gas: 1200 });
    expect((await agent.get(`/api/correlation/compare?projects=${north},${south}&from=0&to=2&depth=up`)).statusCode).toBe(422);

    // The PDF of the same view: North on its TVD axis, South in measured depth, said on each group.
    const created = await agent.post(`/api/correlation/export-pdf?projects=${north},${south}&from=0&to=2&flatten=Wolfcamp%20A&depth=tvd`, {});
    expect(created.statusCode, created.body).toBe(200);
    const pdf = new Uint8Array((await agent.get(created.json().result.uri as string)).rawPayload);
    const text = (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Flattened on the top of Wolfcamp A in true vertical depth: 0 to 2 ft from it');
    expect(text).toContain('0 = 4000 ft TVD');
    expect(text).toContain('no TVD curve: MD · 0 = 6000 ft MD');
  });
});
