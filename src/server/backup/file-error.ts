/** Why a file operation on a backup folder failed, in words an administrator acts on. */
export function fileErrorReason(error: unknown): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  switch (code) {
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'the disk quota is used up';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the drive is read-only';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a file is where the folder should be';
    case 'ENOENT':
      return 'the folder went away';
    case 'EIO':
      return 'the drive reported an input/output error';
    default:
      return null;
  }
}
