import { desc, eq, sql } from 'drizzle-orm';
import { pageCount } from '../../../domain/paging';
import { type Capability, can } from '../../../domain/permissions';
import type { AppContext } from '../../context';
import { fileAccessLog, files } from '../../db/schema/files';
import { forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/access';

/** Opens a file for a user whose role may read it, recording the view when the file is audited. */
export async function openFile(deps: AppContext, id: string, user: AuthUser, ip: string) {
  const [file] = await deps.db.select().from(files).where(eq(files.id, id));
  if (!file) throw notFound('That file does not exist.');
  if (!can(user.role, file.readCapability as Capability))
    throw forbidden('You do not have permission to open this file.');
  if (!(await deps.storage.exists(file.storageKey))) throw notFound('The file is missing from storage.');
  if (file.audited) {
    await deps.db.insert(fileAccessLog).values({
      fileId: file.id,
      fileName: file.originalName,
      userId: user.id,
      userName: user.name,
      ip,
      at: deps.clock(),
    });
  }
  return { file, stream: deps.storage.read(file.storageKey) };
}

export async function listAccessLog(deps: AppContext, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: fileAccessLog.id,
        fileId: fileAccessLog.fileId,
        fileName: fileAccessLog.fileName,
        userId: fileAccessLog.userId,
        userName: fileAccessLog.userName,
        ip: fileAccessLog.ip,
        at: fileAccessLog.at,
      })
      .from(fileAccessLog)
      .orderBy(desc(fileAccessLog.at))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: sql<number>`cast(count(*) as integer)` }).from(fileAccessLog),
  ]);
  const count = Number(total?.n ?? 0);
  return {
    entries: rows.map(({ id, at, ...rest }) => ({ _id: id, at: at.toISOString(), ...rest })),
    total: count,
    page,
    pages: pageCount(count, pageSize),
  };
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
