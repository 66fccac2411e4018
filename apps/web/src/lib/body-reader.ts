// The protocol between the page (lib/off-thread-fetch.ts) and its body-reading worker (body-reader.worker.ts), and
// the worker's side of it, apart from both so that each imports it without the other.

/** The page asks the worker for a GET, or to abort one. */
export type BodyReaderRequest =
  { kind: 'get'; id: number; url: string; headers: Record<string, string>; cache?: RequestCache } | { kind: 'abort'; id: number };

/** The worker's answer: the response whole, or why there is none. */
export type BodyReaderAnswer =
  { id: number; status: number; headers: [string, string][]; body: ArrayBuffer | null } | { id: number; failure: 'network' | 'aborted' };

/**
 * The worker's side (the worker file only wires it to its messages): makes each GET, reads its body whole and
 * posts it with the body in the transfer list; an abort ends the call it names.
 */
export function bodyReader(post: (answer: BodyReaderAnswer, transfer: Transferable[]) => void, fetchImpl: typeof fetch = fetch) {
  const inFlight = new Map<number, AbortController>();
  return async (request: BodyReaderRequest) => {
    if (request.kind === 'abort') {
      inFlight.get(request.id)?.abort();
      return;
    }
    const controller = new AbortController();
    inFlight.set(request.id, controller);
    try {
      const response = await fetchImpl(request.url, {
        credentials: 'include',
        headers: request.headers,
        cache: request.cache,
        signal: controller.signal,
      });
      const body = response.status === 204 || response.status === 304 ? null : await response.arrayBuffer();
      post({ id: request.id, status: response.status, headers: [...response.headers], body }, body ? [body] : []);
    } catch {
      post({ id: request.id, failure: controller.signal.aborted ? 'aborted' : 'network' }, []);
    } finally {
      inFlight.delete(request.id);
    }
  };
}
