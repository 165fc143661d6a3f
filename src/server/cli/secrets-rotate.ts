// npm run secrets:rotate -- --new-key <base64 of 32 bytes>   (make one: openssl rand -base64 32)
// Re-encrypts every stored secret under the new key in one transaction. The old key is the one the
// server uses now: SECRETS_KEY, or DATA_DIR/secrets.key on an embedded install, which is then
// replaced by the new key. Stop the server first on an embedded install (it holds the data directory).
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { rotateSecrets } from '../settings/rotate-secrets';
import { keyIdOf } from '../settings/secret-box';
import { parseKey, secretsKeyPath, writeKeyFile } from '../settings/secrets-key';
import { CliError, openCliDatabase, runCli } from './cli-common';

await runCli(async () => {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { 'new-key': { type: 'string' } } });
  if (!values['new-key'])
    throw new CliError('Give the new key: --new-key <base64 of 32 bytes> (openssl rand -base64 32).');
  const toCli = (error: unknown) => (error instanceof ConfigError ? new CliError(error.message) : error);
  let newKey: Buffer;
  try {
    newKey = parseKey(values['new-key'], '--new-key');
  } catch (error) {
    throw toCli(error);
  }
  const config = loadConfig();
  const keyFile = secretsKeyPath(config.dataDir);
  const fromFile = !config.secretsKey && !config.databaseUrl && existsSync(keyFile);
  const oldKey = config.secretsKey ?? (fromFile ? parseKey(readFileSync(keyFile, 'utf8'), keyFile) : undefined);
  if (!oldKey) throw new CliError('There is no current key: set SECRETS_KEY to the key the secrets were saved under.');
  if (oldKey.equals(newKey)) throw new CliError('The new key is the current key.');
  const database = await openCliDatabase();
  try {
    const count = await rotateSecrets(database.db, oldKey, newKey);
    if (fromFile) writeKeyFile(keyFile, newKey, { replace: true });
    console.log(`Re-encrypted ${count} secret(s) from key ${keyIdOf(oldKey)} to ${keyIdOf(newKey)}.`);
    console.log(
      fromFile
        ? `${keyFile} now holds the new key. Back it up, then start the server.`
        : 'Now set SECRETS_KEY to the new key wherever the server runs, and restart it. Back the key up.',
    );
  } finally {
    await database.close();
  }
});
