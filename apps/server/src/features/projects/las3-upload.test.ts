import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectVia } from '../../test/projects';
import { generateDrillingLog } from '@mudstack/core/demo/generate-drilling-log';

// Rig-site LAS 3.0 files become projects with their depth-indexed data, and a file
// with no depth-indexed data set is refused with a message naming its data sets (never an empty project).
const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../packages/core/las3-corpus');
const file = (name: string) => readFileSync(path.join(corpus, name));

const { agent } = useSignedInApp();

describe('uploading LAS 3.0 files', () => {
  it('loads the ~Drilling_Data set of a TAB rig-site file with its rows', async () => {
    const response = await createProjectVia(agent, { name: 'Drilling set', las: file('Single Section 1 (shortened).las') });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<{ result: { id: number } }>().result.id;
    const meta = (await agent.get(`/api/projects/${id}/metadata`)).json<{ result: { start_depth: number; stop_depth: number } }>().result;
    expect(meta).toMatchObject({ start_depth: 18127, stop_depth: 18128.25, depth_unit: 'ft' });
  });

  it('loads the main log of a file with several data sets and lists the others in the warnings with their rows', async () => {
    const response = await createProjectVia(agent, { name: 'Spec example', las: file('sample_las3.0_spec.las') });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ result: { id: number; warnings?: string[] } }>().result;
    expect(JSON.stringify(body.warnings ?? [])).toContain('~Inclinometry | Inclinometry_Definition (7 rows)');
    const meta = (await agent.get(`/api/projects/${body.id}/metadata`)).json<{ result: { start_depth: number; stop_depth: number } }>().result;
    // 1669.75 m and 1670 m in feet, rounded to 0.0001 ft; the well is shown in metres, the file's own unit.
    expect(meta).toMatchObject({ start_depth: 5478.1824, stop_depth: 5479.0026, depth_unit: 'm' });
  });

  it("makes the file's formation tops the project's formations, and reads GDAT as the geodetic datum, not a date", async () => {
    const las = file('sample_las3.0_spec.las')
      .toString('latin1')
      .replace(' UTM  .', ' GDAT .      NAD83                          : Geodetic datum\n UTM  .');
    const response = await createProjectVia(agent, { name: 'Tops and datum', las });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<{ result: { id: number } }>().result.id;
    const meta = (await agent.get(`/api/projects/${id}/metadata`)).json<{ result: Record<string, any> }>().result;
    expect(meta.global_formations.map((f: any) => [f.message, f.xval_low, f.xval_high])).toEqual([
      ['Viking', 1789.6982, 1975.0656],
      ['Colony', 1975.0656, 2017.7165],
      ['Basal Quartz', 2017.7165, 2148.9501],
    ]);
    expect(new Set(meta.global_formations.map((f: any) => f.color)).size).toBe(3);
    expect(meta).toMatchObject({
      geodetic_datum: 'NAD83',
      date_generated: '',
      latitude: '34.56789',
      longitude: '-102.34567',
      uwi: '100123401234W500',
    });
  });

  it('keeps the formation tops of a file read on the LAS worker, and writes its history in metres', async () => {
    // 4,001 rows at 0.1 m: some 180 KB, read on the worker thread, whose answer once left out the other data sets' rows.
    const rows = Array.from(
      { length: 4001 },
      (_, i) => `${(1500 + i * 0.1).toFixed(1)} ${(800 + (i % 97) * 3.5).toFixed(1)} ${(60 + (i % 89)).toFixed(2)} ${(20 + (i % 83)).toFixed(2)}`,
    );
    const las = [
      '~Version',
      ' VERS. 3.0 :',
      ' WRAP. NO :',
      ' DLM . SPACE :',
      '~Well',
      ' STRT.M 1500.0 :',
      ' STOP.M 1900.0 :',
      ' STEP.M 0.1 :',
      ' NULL. -999.25 :',
      ' WELL. Metric tops 1 :',
      '~Log_Definition',
      ' DEPT.M : Depth',
      ' C1.ppm : Methane',
      ' C2.ppm : Ethane',
      ' C3.ppm : Propane',
      '~Log_Data | Log_Definition',
      ...rows,
      '~Tops_Definition',
      ' TOPT.M : Top depth {F}',
      ' TOPN. : Top name {S}',
      '~Tops_Data | Tops_Definition',
      ' 1520.0 Upper',
      ' 1650.0 Lower',
    ].join('\n');
    const response = await createProjectVia(agent, { name: 'Metric tops', las });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<{ result: { id: number } }>().result.id;
    const meta = (await agent.get(`/api/projects/${id}/metadata`)).json<{ result: Record<string, any> }>().result;
    expect(meta.global_formations.map((f: any) => [f.message, f.xval_low, f.xval_high])).toEqual([
      ['Upper', 4986.8766, 5413.3858],
      ['Lower', 5413.3858, 6233.5958],
    ]);
    // Its history speaks in metres too: the landing point read from the file, then one changed to 1,750 m.
    const changed = await agent.post(`/api/projects/${id}/metadata`, { depth_of_split: 5741.4698, revision: meta.revision });
    expect(changed.statusCode, changed.body).toBe(200);
    const history = (await agent.get(`/api/projects/${id}`)).json().result.revisions.map((r: { summary: string }) => r.summary);
    expect(history).toContainEqual(expect.stringMatching(/; landing point 1900\.0 m$/));
    expect(history).toContain('Landing point changed from 1900.0 to 1750.0 m');
  });

  it('reads drilling data recorded by time (ETIM, bit and hole depth) as a depth log, connections left out', async () => {
    const response = await createProjectVia(agent, { name: 'Drilling by time', las: generateDrillingLog({ startDepth: 8000, feet: 100 }) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ result: { id: number; warnings?: string[] } }>().result;
    expect(JSON.stringify(body.warnings)).toMatch(/indexed by time \(ETIM in s\).* depth rows at 0.5 ft/);
    const meta = (await agent.get(`/api/projects/${body.id}/metadata`)).json<{ result: Record<string, unknown> }>().result;
    expect(meta).toMatchObject({ start_depth: 8000, stop_depth: 8100, depth_unit: 'ft' });
    const csv = (await agent.get(`/api/projects/${body.id}/data/c1,c4?format=csv`)).body.trim().split('\n');
    // one row per half foot drilled, none twice: the connection at 8091 ft adds no row
    expect(csv.length - 1).toBe(201);
    const depths = csv.slice(1).map((line) => Number(line.split(',')[0]));
    expect(new Set(depths).size).toBe(depths.length);
    expect(depths.every((d, i) => i === 0 || d === depths[i - 1] + 0.5)).toBe(true);
  });

  it.each([
    ['Curve-Param Error #1 (MS).LAS', '~Phase_B_data | Phase_B_Definition (33 rows'],
    // by time with bit and hole depth, but the hole never advances in its 5 rows: no depth row to load
    ['Curve-Param Unknown #1 (SS, shortened).las', '~Drilling_Data | Drilling_Definition (5 rows'],
    ['memory_data_shortened_3.0.las', '~ASCII (3 rows'],
  ])('refuses %s, whose data sets are not indexed by depth, naming them (422, no project)', async (name, named) => {
    const before = (await agent.get('/api/projects')).json<{ result: unknown[] }>().result.length;
    const response = await createProjectVia(agent, { name: `Refused ${name}`, las: file(name) });
    expect(response.statusCode).toBe(422);
    const message = response.json<{ message: string }>().message;
    expect(message).toContain('indexed by depth');
    expect(message).toContain(named);
    expect(message).toMatch(/^Line \d+/);
    expect((await agent.get('/api/projects')).json<{ result: unknown[] }>().result.length).toBe(before);
  });
});
