import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What the settings table stores for one secret; all text so both drivers read it alike. */
export interface SealedSecret {
  ciphertext: string;
  iv: string;
  tag: string;
  keyId: string;
}

export class SecretKeyError extends Error {}

/**
 * A short, public fingerprint of a key (not the key): stored beside each secret so a value sealed
 * under another key is reported as such instead of failing as "corrupt".
 */
export function keyIdOf(key: Buffer): string {
  return `k1-${createHash('sha256').update('estatedesk-secrets').update(key).digest('hex').slice(0, 12)}`;
}

/**
 * AES-256-GCM with a fresh 12-byte IV per value. The row's key is the additional data, so a sealed
 * value copied into another row does not open there.
 */
export function sealSecret(key: Buffer, name: string, plaintext: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(name, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    keyId: keyIdOf(key),
  };
}

export function openSecret(key: Buffer, name: string, sealed: SealedSecret): string {
  if (sealed.keyId !== keyIdOf(key)) {
    throw new SecretKeyError(
      `The secret "${name}" was encrypted with key ${sealed.keyId}, but SECRETS_KEY is ${keyIdOf(key)}. Start with the key it was saved under, or save the secret again.`,
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(name, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretKeyError(`The secret "${name}" could not be decrypted: it was altered or sealed for another row.`);
  }
}
