import { describe, expect, it } from 'vitest';
import { bodyReader, type BodyReaderAnswer } from './body-reader';

function collect() {
  const posted: { answer: BodyReaderAnswer; transfer: Transferable[] }[] = [];
  return { posted, post: (answer: BodyReaderAnswer, transfer: Transferable[]) => posted.push({ answer, transfer }) };
}

describe('bodyReader (the body-reading worker)', () => {
  it('posts the answer whole, its body in the transfer list', async () => {
    const { posted, post } = collect();
    const bytes = new Uint8Array([77, 83, 67, 70, 2]);
    const seen: RequestInit[] = [];
    const read = bodyReader(post, async (_url, init) => {
      seen.push(init!);
      return new Response(bytes, { status: 200, headers: { etag: '"r7"', 'content-type': 'application/vnd.mudstack.columns' } });
    });
    await read({
      kind: 'get',
      id: 3,
      url: 'http://x/api/projects/1/data/c1',
      headers: { Accept: 'application/json', 'If-None-Match': '"r6"' },
      cache: 'no-store',
    });
    expect(seen[0]).toMatchObject({ credentials: 'include', headers: { 'If-None-Match': '"r6"' }, cache: 'no-store' });
    const [{ answer, transfer }] = posted;
    if ('failure' in answer) throw new Error('no answer');
    expect(answer.id).toBe(3);
    expect(answer.status).toBe(200);
    expect(new Map(answer.headers).get('etag')).toBe('"r7"');
    expect([...new Uint8Array(answer.body!)]).toEqual([...bytes]);
    expect(transfer).toEqual([answer.body]);
  });

  it('posts a 304 without a body', async () => {
    const { posted, post } = collect();
    await bodyReader(post, async () => new Response(null, { status: 304 }))({ kind: 'get', id: 1, url: 'http://x/', headers: {} });
    expect(posted[0]).toEqual({ answer: { id: 1, status: 304, headers: [], body: null }, transfer: [] });
  });

  it('says why there is no answer: the network, or an abort the page asked for', async () => {
    const { posted, post } = collect();
    const read = bodyReader(post, (_url, init) => {
      if (_url === 'http://x/down') return Promise.reject(new TypeError('Failed to fetch'));
      return new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    await read({ kind: 'get', id: 1, url: 'http://x/down', headers: {} });
    const slow = read({ kind: 'get', id: 2, url: 'http://x/slow', headers: {} });
    await read({ kind: 'abort', id: 2 });
    await slow;
    expect(posted.map((p) => p.answer)).toEqual([
      { id: 1, failure: 'network' },
      { id: 2, failure: 'aborted' },
    ]);
  });
});
