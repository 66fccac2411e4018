// Runs in a worker thread (kernel/worker-pool.ts): judges a new password with zxcvbn, whose dictionaries (29 MB
// of objects) live here and end with the thread after a minute idle, not on the server's own heap. Built to
// dist/password-strength.worker.js beside the server. Not lowered below the event loop (kernel/thread-priority.ts)
// as heavy work is: it is short, and a person waits on it.
import { weakPasswordReason } from '../../lib/password-strength';

export interface PasswordStrengthJob {
  password: string;
  userInputs: string[];
}

/** Why the password is refused, or null when it is strong enough. */
export default function judgePassword(job: PasswordStrengthJob): string | null {
  return weakPasswordReason(job.password, job.userInputs);
}
