// npm run backup [-- --dir FOLDER]: one backup archive in BACKUP_DIR (default DATA_DIR/../backups),
// taken while the server keeps serving. With the embedded database and the server running, the
// server writes it (it holds the data folder). docs/backups.md; decisions 162 and 163.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backup-error';
import { type BackupSummary, controlSocketPath, requestBackup, summaryOf } from '../backup/local-control';
import { writeBackup } from '../backup/write-backup';
import { type AppConfig, loadConfig } from '../config';
import { createContext } from '../context';
import { dataDirHolder } from '../db/data-dir-lock';
import { jobKinds } from '../job-registry';
import { CliError, openCliDatabase, runCli } from './cli-common';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function progressPrinter() {
  let shown = -1;
  return (done: number, total: number) => {
    const tenth = Math.floor((done / Math.max(total, 1)) * 10);
    if (tenth > shown && tenth < 10) console.log(`  ${tenth * 10}% (${mb(done)} of ${mb(total)})`);
    shown = tenth;
  };
}

/** The running server writes it: the embedded database admits one process (decision 163). */
async function throughServer(config: AppConfig, dir: string, pid: number): Promise<BackupSummary> {
  console.log(`The server (pid ${pid}) has the data folder open; asking it to write the backup…`);
  const summary = await requestBackup(controlSocketPath(config.dataDir), dir, progressPrinter());
  if (!summary) {
    throw new CliError(
      `The server (pid ${pid}) has the data folder ${config.dataDir} open and does not answer on its local socket. Back up from it instead: Administration → Backups → Run now.`,
    );
  }
  return summary;
}

async function directly(config: AppConfig, dir: string): Promise<BackupSummary> {
  const database = await openCliDatabase();
  try {
    const ctx = createContext({ database, config: { ...config, logLevel: 'warn' }, jobs: jobKinds });
    return summaryOf(await writeBackup(ctx, { dir, progress: progressPrinter() }));
  } finally {
    await database.close();
  }
}

await runCli(async () => {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { dir: { type: 'string' } } });
  const config = loadConfig();
  const dir = values.dir ? resolve(values.dir) : config.backupDir;
  const holder = config.databaseUrl ? null : dataDirHolder(config.dataDir);
  let summary: BackupSummary;
  try {
    summary = holder !== null ? await throughServer(config, dir, holder) : await directly(config, dir);
  } catch (error) {
    throw error instanceof BackupError ? new CliError(error.message) : error;
  }
  console.log(`Wrote ${summary.path} (${mb(summary.bytes)}, ${summary.files} files, ${summary.seconds.toFixed(1)} s).`);
  if (summary.secretsKeyFingerprint) {
    console.log(
      `Stored secrets are sealed with key ${summary.secretsKeyFingerprint}, which is NOT in the archive: keep a copy of ${config.secretsKey ? 'SECRETS_KEY' : `${config.dataDir}/secrets.key`} somewhere safe, apart from the backups.`,
    );
  }
});
