/**
 * A backup or restore that cannot go on, with a sentence for the person running it (the CLI
 * prints it as is; a job stores it as its error).
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
