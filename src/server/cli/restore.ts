// npm run restore -- --from FILE [--data-dir FOLDER] [--secrets-key-file FILE]: restores a backup
// archive into an empty data folder (or, with DATABASE_URL, an empty PostgreSQL database).
// docs/backups.md; decision 162.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backup-error';
import { restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';
import { CliError, runCli } from './cli-common';

await runCli(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { from: { type: 'string' }, 'data-dir': { type: 'string' }, 'secrets-key-file': { type: 'string' } },
  });
  if (!values.from) throw new CliError('Name the archive: npm run restore -- --from FILE [--data-dir FOLDER].');
  const env = values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env;
  const config = loadConfig(env);
  // UPLOADS_DIR from the environment stands; otherwise the uploads go inside the chosen data folder.
  const uploadsDir = env.UPLOADS_DIR ? config.uploadsDir : join(config.dataDir, 'uploads');
  try {
    const { manifest } = await restoreBackup(
      resolve(values.from),
      {
        dataDir: config.dataDir,
        uploadsDir,
        databaseUrl: config.databaseUrl,
        secretsKeyFile: values['secrets-key-file'] ? resolve(values['secrets-key-file']) : undefined,
      },
      (line) => console.log(line),
    );
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Restored the backup of ${manifest.createdAt} (EstateDesk ${manifest.productVersion}): ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.files.length} files checked.`,
    );
    if (manifest.secretsKeyFingerprint && !values['secrets-key-file']) {
      console.log(
        `Stored secrets (SMTP password, gateway keys) need the key ${manifest.secretsKeyFingerprint}: ${
          config.databaseUrl
            ? 'set SECRETS_KEY to it'
            : `copy the old secrets.key into ${config.dataDir} (or set SECRETS_KEY)`
        } before the first start; without it they must be entered again.`,
      );
    }
    console.log(`Start the server on it: ${config.databaseUrl ? '' : `DATA_DIR=${config.dataDir} `}npm start`);
  } catch (error) {
    throw error instanceof BackupError ? new CliError(error.message) : error;
  }
});
