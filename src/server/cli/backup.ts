// npm run backup [-- --dir FOLDER]: one backup archive in BACKUP_DIR (default DATA_DIR/../backups),
// taken while the server keeps serving. docs/backups.md; decisions 162 and 163.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backup-error';
import { writeBackup } from '../backup/write-backup';
import { loadConfig } from '../config';
import { createContext } from '../context';
import { dataDirHolder } from '../db/data-dir-lock';
import { CliError, openCliDatabase, runCli } from './cli-common';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

await runCli(async () => {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { dir: { type: 'string' } } });
  const config = loadConfig();
  const dir = values.dir ? resolve(values.dir) : config.backupDir;
  const holder = config.databaseUrl ? null : dataDirHolder(config.dataDir);
  if (holder !== null) {
    throw new CliError(
      `The server (pid ${holder}) has the data folder ${config.dataDir} open. Back up from the running server instead: Administration → Backups → Run now.`,
    );
  }
  const database = await openCliDatabase();
  try {
    const ctx = createContext({ database, config: { ...config, logLevel: 'warn' } });
    let shown = -1;
    const result = await writeBackup(ctx, {
      dir,
      progress: (done, total) => {
        const tenth = Math.floor((done / Math.max(total, 1)) * 10);
        if (tenth > shown && tenth < 10) console.log(`  ${tenth * 10}% (${mb(done)} of ${mb(total)})`);
        shown = tenth;
      },
    }).catch((error) => {
      throw error instanceof BackupError ? new CliError(error.message) : error;
    });
    const seconds = ((result.finishedAt.getTime() - result.startedAt.getTime()) / 1000).toFixed(1);
    console.log(`Wrote ${result.path} (${mb(result.bytes)}, ${result.manifest.files.length} files, ${seconds} s).`);
    if (result.manifest.secretsKeyFingerprint) {
      console.log(
        `Stored secrets are sealed with key ${result.manifest.secretsKeyFingerprint}, which is NOT in the archive: keep a copy of ${config.secretsKey ? 'SECRETS_KEY' : `${config.dataDir}/secrets.key`} somewhere safe, apart from the backups.`,
      );
    }
  } finally {
    await database.close();
  }
});
