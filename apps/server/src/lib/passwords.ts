import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

// Verified in place of a missing account's hash: the same argon2 work as a real check, so a missing
// account cannot be told apart by timing. Made once, lazily, from a random password.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= argon2.hash(randomBytes(24).toString('base64url'), options));

/** How many argon2 verifications ran (tests check a missing account costs one too). */
export const passwordChecks = { count: 0 };

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const against = hash ?? (await dummy());
  passwordChecks.count++;
  try {
    const ok = await argon2.verify(against, password);
    return ok && hash !== null;
  } catch {
    return false;
  }
}
