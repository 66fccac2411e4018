/**
 * A GET whose body is read whole by a dedicated worker (`body-reader.worker.ts`) and handed to the page at no copy
 * (the ArrayBuffer is transferred). Reading a large answer on the page's thread holds it for as long as the bytes
 * arrive: a large well's every-row answer (15 MB compressed) took 300-410 ms of a first visit's page thread in one
 * task on a slow machine, and its overview, there long before, waited behind it to be drawn (BENCH_TRACE,
 * `npm run bench -- workspace`). Where there is no Worker (tests, an old browser) or the worker cannot start, the
 * page makes the call itself.
 */

import type { BodyReaderAnswer, BodyReaderRequest } from './body-reader';

/** What the API client reads of an answer: a fetch Response, or one read off the page's thread. */
export interface ApiResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
  blob(): Promise<Blob>;
}

/** An answer the worker read, as the API client reads a Response. */
function answerOf(message: { status: number; headers: [string, string][]; body: ArrayBuffer | null }): ApiResponse {
  const body = message.body ?? new ArrayBuffer(0);
  return {
    status: message.status,
    ok: message.status >= 200 && message.status < 300,
    headers: new Headers(message.headers),
    text: async () => new TextDecoder().decode(body),
    arrayBuffer: async () => body,
    blob: async () => new Blob([body]),
  };
}

interface Pending {
  resolve: (answer: ApiResponse) => void;
  reject: (error: unknown) => void;
  fallback: () => void;
}

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The one worker, started on first use; null where there is none or it failed to start. */
function readerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./body-reader.worker.ts', import.meta.url), { type: 'module', name: 'body-reader' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<BodyReaderAnswer>) => {
    const answer = event.data;
    const call = pending.get(answer.id);
    if (!call) return;
    pending.delete(answer.id);
    if ('failure' in answer)
      call.reject(answer.failure === 'aborted' ? new DOMException('The call was aborted.', 'AbortError') : new TypeError('Failed to fetch'));
    else call.resolve(answerOf(answer));
  };
  // A worker that cannot start (its script refused or missing): every call it holds, and every later one, is made
  // by the page itself.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    const held = [...pending.values()];
    pending.clear();
    for (const call of held) call.fallback();
  };
  return worker;
}

/**
 * Starts the worker before its first call, where there is one. A large well's every-row call follows its overview
 * once that is drawn: a worker started only then loaded its script and started for some 35 ms before it could send
 * the call (a trace of a first visit, `BENCH_TRACE`), time added to the wait for every row.
 */
export function startOffThreadReader(): void {
  readerWorker();
}

/**
 * GET `url` with its body read off the page's thread; rejects as fetch does (TypeError, AbortError). `onPage` is the
 * page's own call (the API client's fetch), made where the worker is not.
 */
export function fetchOffThread(
  url: string,
  init: { headers: Record<string, string>; signal?: AbortSignal; cache?: RequestCache },
  onPage: () => Promise<ApiResponse>,
): Promise<ApiResponse> {
  const reader = readerWorker();
  if (!reader) return onPage();
  if (init.signal?.aborted) return Promise.reject(new DOMException('The call was aborted.', 'AbortError'));
  const id = nextId++;
  return new Promise<ApiResponse>((resolve, reject) => {
    pending.set(id, { resolve, reject, fallback: () => void onPage().then(resolve, reject) });
    init.signal?.addEventListener('abort', () => worker?.postMessage({ kind: 'abort', id } satisfies BodyReaderRequest), { once: true });
    reader.postMessage({
      kind: 'get',
      id,
      url: new URL(url, location.href).href,
      headers: init.headers,
      cache: init.cache,
    } satisfies BodyReaderRequest);
  });
}
