// Runs in a worker thread (kernel/worker-pool.ts): judges a new password with zxcvbn, whose dictionaries (29 MB
// of objects) live here and end with the thread after a minute idle, not on the server's own heap. Built to
// dist/password-strength.worker.js beside the server.
import { weakPasswordReason } from '../../lib/password-strength';

export interface PasswordStrengthJob {
  password: string;
  userInputs: string[];
}

/** Why the password is refused, or null when it is strong enough. */
export default function judgePassword(job: PasswordStrengthJob): string | null {
  return weakPasswordReason(job.password, job.userInputs);
}
