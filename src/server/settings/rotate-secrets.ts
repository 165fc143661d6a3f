import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { settings } from '../db/schema/settings';
import { openSecret, sealSecret } from './secret-box';

/**
 * Re-encrypts every stored secret under a new key in one transaction: either all of them move to
 * the new key or none does, so the database never holds a mix the server cannot read.
 */
export async function rotateSecrets(db: Db, oldKey: Buffer, newKey: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(settings).where(isNotNull(settings.secretCiphertext)).for('update');
    for (const row of rows) {
      const plaintext = openSecret(oldKey, row.key, {
        ciphertext: row.secretCiphertext ?? '',
        iv: row.secretIv ?? '',
        tag: row.secretTag ?? '',
        keyId: row.secretKeyId ?? '',
      });
      const sealed = sealSecret(newKey, row.key, plaintext);
      await tx
        .update(settings)
        .set({
          secretCiphertext: sealed.ciphertext,
          secretIv: sealed.iv,
          secretTag: sealed.tag,
          secretKeyId: sealed.keyId,
        })
        .where(eq(settings.key, row.key));
    }
    return rows.length;
  });
}
