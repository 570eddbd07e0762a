import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum, ~15 ms here.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spent on unknown accounts so a sign-in takes as long whether or not the e-mail exists. */
const decoyHash = hashPassword('decoy-password-never-matches-1');
export async function spendVerifyTime(password: string): Promise<void> {
  await verifyPassword(await decoyHash, password);
}
