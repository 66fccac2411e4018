/**
 * The id of a formation or marker made in this browser. Given at creation, not by the first save,
 * so its table row keeps its identity while a save is in flight; the server keeps ids it is sent
 * (and replaces a duplicate). 64 random bits in hex. `getRandomValues`, not `randomUUID`: the latter
 * exists only in secure contexts, and Mudstack may be served over plain http inside a company network.
 */
export function newMarkerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
