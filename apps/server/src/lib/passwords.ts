import argon2 from 'argon2';

// OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    // Spend the same time as a real check so a missing account cannot be told apart by timing.
    await argon2.hash(password, options);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
