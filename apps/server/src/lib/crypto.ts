import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256Hex = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A secret derived from `key` and a public seed (HMAC-SHA256, base64url): the same seed gives the same secret. */
export function derivedSecret(key: string, seed: string): string {
  return createHmac('sha256', key).update(seed).digest('base64url');
}

/** A compact signed token: base64url(JSON payload) "." base64url(HMAC-SHA256). */
export function signToken(payload: object, key: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** The payload of a token signed with `key`, or null when it was tampered with or malformed. */
export function verifyToken<T>(token: string, key: string): T | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', key).update(body).digest('base64url');
  if (!safeEqual(signature, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
