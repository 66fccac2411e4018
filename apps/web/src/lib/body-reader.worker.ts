// The dedicated worker of lib/off-thread-fetch.ts: makes the page's large GETs and reads their bodies whole off the
// page's thread, then hands each body over at no copy.
import { bodyReader, type BodyReaderAnswer, type BodyReaderRequest } from './body-reader';

const scope = self as unknown as {
  postMessage(answer: BodyReaderAnswer, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<BodyReaderRequest>) => void) | null;
};
const handle = bodyReader((answer, transfer) => scope.postMessage(answer, transfer));
scope.onmessage = (event) => void handle(event.data);
