/** The value of one cookie, decoded; undefined when absent. Pure: pass `document.cookie`. */
export function readCookie(name: string, cookieString: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The CSRF cookies the server sets beside its httpOnly session cookies. */
export const CSRF_COOKIE = { access: 'csrf_access_token', refresh: 'csrf_refresh_token' } as const;

/** The anti-forgery token for a call: the refresh cookie for refresh calls, the access cookie otherwise. */
export function csrfToken(kind: keyof typeof CSRF_COOKIE): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookie(CSRF_COOKIE[kind], document.cookie);
}
