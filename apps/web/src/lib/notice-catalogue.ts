// The error catalogue (admin-config-export.md section 8) as pure data: what a response turns into.

export const NOTICE_MS = 5500;
export const GENERIC_NOTICE_MS = 8000;
export const GENERIC_ERROR_TEXT = 'Something went wrong! we are having trouble with your request. Please try again later or contact us.';
export const SESSION_EXPIRED_TEXT = 'Your session has expired; please log in again.';

export interface Notice {
  kind: 'success' | 'error';
  title?: string;
  message: string;
  autoClose: number;
}

export interface FailureOutcome {
  notices: Notice[];
  /** A 403 also signs the user out. */
  signOut: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `message` of an error body, when it has a non-empty one. */
export function bodyMessage(body: unknown): string | undefined {
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return undefined;
}

/** "first_name" -> "first name", "filterExpression" -> "filter expression"; nested paths ("config.graphs.0") keep their dots. */
export function fieldLabel(field: string): string {
  return field.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
}

const error = (message: string, autoClose = NOTICE_MS, title?: string): Notice => ({
  kind: 'error',
  message,
  autoClose,
  ...(title ? { title } : {}),
});

/**
 * The notices for a failed call. `authCall` marks calls whose 401 is an answer, not an expired
 * session (sign-in with a wrong password, an invalid reset link): their message is shown.
 */
export function failureNotices(status: number, body: unknown, options: { authCall?: boolean } = {}): FailureOutcome {
  const message = bodyMessage(body);
  if (status === 422 && isRecord(body) && isRecord(body.errors)) {
    const notices: Notice[] = [];
    for (const [field, messages] of Object.entries(body.errors)) {
      const first = Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : 'is invalid';
      notices.push(error(first, NOTICE_MS, `Error: ${fieldLabel(field)} field`));
    }
    if (notices.length > 0) return { notices, signOut: false };
  }
  const showsServerMessage =
    status === 400 ||
    status === 403 ||
    status === 405 ||
    status === 409 ||
    status === 413 ||
    status === 422 ||
    status === 429 ||
    (status === 401 && options.authCall === true);
  if (message && showsServerMessage) return { notices: [error(message)], signOut: status === 403 };
  return { notices: [error(GENERIC_ERROR_TEXT, GENERIC_NOTICE_MS)], signOut: status === 403 };
}

/** A success (200/201) whose body carries a message gets a green notice; others get none. */
export function successNotice(status: number, body: unknown): Notice | null {
  if (status !== 200 && status !== 201) return null;
  const message = bodyMessage(body) ?? (isRecord(body) ? bodyMessage(body.result) : undefined);
  return message ? { kind: 'success', message, autoClose: NOTICE_MS } : null;
}
