import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { JobView } from '../../../domain/schemas/job';
import type { leadReportExportQuerySchema } from '../../../domain/schemas/lead-reports';
import type { ExportFormat } from '../../../domain/schemas/report';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import type { LeadActor } from '../lead-records/public';
import { leadRowFilters } from './lead-report';
import { exportFileName, leadRowsExportJob, leadRowsExportResult } from './lead-rows-export-job';

const missing = () => notFound('That export does not exist. Finished exports are deleted after 30 days.');

/** Queues the rows export of the report's filters; the period's days are fixed now, not when it runs. */
export async function startLeadRowsExport(
  ctx: AppContext,
  actor: LeadActor,
  query: z.output<typeof leadReportExportQuerySchema>,
): Promise<JobView> {
  const { format, ...report } = query;
  const { sourceId, branchId, project, assignedTo, status, from, to } = leadRowFilters(report, ctx.clock());
  const filters = { sourceId, branchId, project, assignedTo, status, from, to };
  const { id } = await ctx.jobs.enqueue(
    ctx.db,
    leadRowsExportJob,
    {
      viewer: { id: actor.id, name: actor.name, role: actor.role },
      filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as typeof filters,
      format,
      fileKey: randomUUID(),
      fileName: exportFileName(from, to, format),
    },
    { createdBy: actor.id },
  );
  const job = await ctx.jobs.get(id);
  if (!job) throw missing();
  return job;
}

/** The finished file of the asker's own export job (another person's is 404, as if missing). */
export async function leadRowsExportFile(
  ctx: AppContext,
  userId: string,
  jobId: string,
): Promise<{ stream: Readable; fileName: string; format: ExportFormat }> {
  const job = await ctx.jobs.get(jobId);
  if (!job || job.kind !== leadRowsExportJob.kind || job.createdBy?._id !== userId) throw missing();
  if (job.status !== 'succeeded')
    throw conflict(
      job.status === 'failed' || job.status === 'cancelled'
        ? 'This export did not finish; start it again.'
        : 'The export is not finished yet.',
      'EXPORT_NOT_READY',
    );
  const result = leadRowsExportResult.safeParse(job.result);
  if (!result.success || !(await ctx.storage.exists(result.data.fileKey))) throw missing();
  return { stream: ctx.storage.read(result.data.fileKey), fileName: result.data.fileName, format: result.data.format };
}
