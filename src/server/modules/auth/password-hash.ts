import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP's recommended minimum: 19 MiB, 2 passes).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash of no real password, verified when the email is unknown so both paths take as long. */
let dummyHash: Promise<string> | null = null;
export function burnVerifyTime(password: string): Promise<boolean> {
  dummyHash ??= hash('estatedesk-timing-guard');
  return dummyHash.then((h) => verifyPassword(h, password));
}
