import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId } from '../../test/projects';

const { agent: admin } = useSignedInApp();
let id: number;
beforeAll(async () => {
  id = await createProjectId(admin);
});

const good = { name: 'Show at 5040', config: { dateWindow: { x: [5030, 5050], y: [0, 500] }, series: ['c1', 'c2'] }, renormalize: true };

describe('POST /api/projects/{id}/snippets', () => {
  it('creates a snippet that the project then lists', async () => {
    const response = await admin.post(`/api/projects/${id}/snippets`, good);
    expect(response.statusCode).toBe(200);
    const snippet = response.json().result;
    expect(snippet).toMatchObject({ id: expect.any(Number), project_id: id, ...good });
    const project = (await admin.get(`/api/projects/${id}`)).json().result;
    expect(project.snippets).toEqual([snippet]);
  });

  it('answers the spec texts for a missing name, series or window', async () => {
    const noName = await admin.post(`/api/projects/${id}/snippets`, { ...good, name: ' ' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toEqual(['Snippet needs a name!']);
    const noSeries = await admin.post(`/api/projects/${id}/snippets`, { ...good, config: { ...good.config, series: [] } });
    expect(noSeries.json().errors['config.series']).toEqual(['Missing graph series information!']);
    const missingSeries = await admin.post(`/api/projects/${id}/snippets`, { ...good, config: { dateWindow: good.config.dateWindow } });
    expect(missingSeries.json().errors['config.series']).toEqual(['Missing graph series information!']);
    const noWindow = await admin.post(`/api/projects/${id}/snippets`, { ...good, config: { series: ['c1'] } });
    expect(noWindow.statusCode).toBe(422);
    expect(noWindow.json().errors['config.dateWindow']).toEqual(['Missing graph window information']);
  });
});

describe('a snippet keeps its view', () => {
  it('stores the background subtraction it was saved with and hands it back', async () => {
    const body = {
      name: 'Subtracted show',
      config: { dateWindow: { x: [5030, 5050], y: [0, 200] }, series: ['c1', 'c2'], backgroundSubtract: 32 },
      renormalize: false,
    };
    const response = await admin.post(`/api/projects/${id}/snippets`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.config.backgroundSubtract).toBe(32);
    const detail = (await admin.get(`/api/projects/${id}`)).json().result;
    const saved = detail.snippets.find((s: { name: string }) => s.name === 'Subtracted show');
    expect(saved.config).toEqual(body.config);
    expect((await admin.post(`/api/projects/${id}/snippets`, { ...body, config: { ...body.config, backgroundSubtract: -1 } })).statusCode).toBe(422);
  });

  it('keeps the view it was saved with: the scale and each series colour', async () => {
    const config = { dateWindow: { x: [5030, 5050], y: [10, 10000] }, series: ['c1', 'c2'], scale: 'log', colors: { c1: '#1f77b4', c2: '#d62728' } };
    const response = await admin.post(`/api/projects/${id}/snippets`, { name: 'Log view', config, renormalize: false });
    expect(response.statusCode, response.body).toBe(200);
    const saved = (await admin.get(`/api/projects/${id}`)).json().result.snippets.find((s: { name: string }) => s.name === 'Log view');
    expect(saved.config).toEqual(config);
    const bad = await admin.post(`/api/projects/${id}/snippets`, { name: 'Bad', config: { ...config, colors: { c1: 'blue;' } }, renormalize: false });
    expect(bad.statusCode).toBe(422);
  });
});
