import { invalid } from '../../errors';
import { lazyWorkerPool } from '../../kernel/worker-pool';
import type { PasswordStrengthJob } from './password-strength.worker';

/**
 * zxcvbn on a thread of its own (password-strength.worker.ts): a new password is rare, and its dictionaries on
 * the server's heap doubled the time of every full garbage collection (59 MB live instead of 30 MB). The first
 * check after a minute idle waits for the thread to load them (about 0.3 s).
 */
const pool = lazyWorkerPool(import.meta.url, 'password-strength.worker');

/** Throws a 422 on the `password` field when the new password is too easy to guess (`userInputs`: the user's own name and email). */
export async function assertStrongPassword(password: string, userInputs: string[] = []): Promise<void> {
  const reason = (await pool.run({ password, userInputs } satisfies PasswordStrengthJob)) as string | null;
  if (reason) throw invalid({ password: [reason] }, reason);
}

/** Passwords judged on the worker thread (tests check the dictionaries stayed off the server's thread). */
export const passwordsJudgedOffThread = () => pool.completed();
