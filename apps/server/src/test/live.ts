import { generateDrillingLog } from '@mudstack/core/demo/generate-drilling-log';
import { readLas } from '@mudstack/core/las/read-las';
import { planReplay } from '@mudstack/core/live/replay';
import { formatWitsFrame } from '@mudstack/core/live/wits';
import type { FastifyInstance } from 'fastify';
import type { Agent } from './helper';

// Live feed helpers: an ingest token made as the Live feed panel makes it, and the frames a bridge would post.

export async function makeIngestToken(agent: Agent, projectId: number, name = 'Rig 7 unit'): Promise<string> {
  const response = await agent.post(`/api/projects/${projectId}/live/tokens`, { name });
  if (response.statusCode !== 200) throw new Error(`ingest token: ${response.statusCode} ${response.body}`);
  return response.json<{ result: { token: string } }>().result.token;
}

export interface PostedFrame {
  seq: number;
  received_at: number;
  text: string;
}

/** The frames of a LAS file as the bridge posts them (two a row: records 1 and 12), numbered from `firstSeq`. */
export function framesOfLas(
  las: string,
  options: { firstSeq?: number; start?: number; extraItems?: Record<string, string>; depthUnit?: 'ft' | 'm' } = {},
): PostedFrame[] {
  const plan = planReplay(readLas(new TextEncoder().encode(las)), {
    start: options.start ?? Date.UTC(2026, 10, 26, 6),
    extraItems: options.extraItems,
    depthUnit: options.depthUnit,
  });
  const frames: PostedFrame[] = [];
  let seq = options.firstSeq ?? 1;
  const now = options.start ?? Date.UTC(2026, 10, 26, 6);
  for (let i = 0; i < plan.rows; i++)
    for (const items of plan.framesOf(i, now + i * 1000)) frames.push({ seq: seq++, received_at: now + i * 1000, text: formatWitsFrame(items) });
  return frames;
}

/** A drilling log continuing a project whose last row is at `from` feet. */
export function drillingAhead(from: number, feet: number, secondsPerRow = 10) {
  return generateDrillingLog({ startDepth: from, feet, secondsPerRow, lagMinutes: 8 });
}

export function postFrames(app: FastifyInstance, projectId: number, token: string | undefined, frames: PostedFrame[]) {
  return app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/live`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    payload: { frames },
  });
}
