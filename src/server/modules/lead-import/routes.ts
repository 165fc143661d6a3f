import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  deleteAllLeadsResultSchema,
  deleteAllLeadsSchema,
  importPreviewQuerySchema,
  importPreviewSchema,
  leadImportListQuerySchema,
  leadImportListSchema,
  leadImportSchema,
  leadImportStartedSchema,
  leadImportUndoStartedSchema,
  savedLeadImportMappingListSchema,
  uploadIdParamSchema,
} from '../../../domain/schemas/lead-import';
import type { AppContext } from '../../context';
import { bulkDownloadCompression } from '../../lib/bulk-compress';
import { actorOf, requires } from '../../plugins/access';
import { receiveUpload } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';
import { getImport, listImports } from './import-view';
import { deleteAllBinnedLeads } from './purge-bin';
import { sampleCsv } from './sample-file';
import {
  cancelImport,
  deleteMapping,
  importUploadLimits,
  listMappings,
  previewUpload,
  rejectedCsv,
  startImport,
  undoImport,
  uploadForPreview,
} from './service';

/** Lead import under /api/lead: upload and preview, start, follow, cancel, undo; and emptying the bin. */
export const leadImportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['lead import'];
  const manage = requires('leads.manage');
  const fileField = { file: { policy: policies.leadImport('leads.manage') } };

  app.post(
    '/imports/upload',
    {
      config: manage,
      schema: {
        tags,
        description:
          'multipart/form-data with one `file`: .csv (any common delimiter; UTF-8 with or without BOM, or Windows-1252) or .xlsx, up to 200 MB. Kept for a day as a pending upload; answers the first 20 rows, the sheets and a suggested mapping.',
        response: { 200: importPreviewSchema },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, deps.storage, fileField, importUploadLimits);
      try {
        return await uploadForPreview(deps, upload, actorOf(request));
      } finally {
        await upload.discard();
      }
    },
  );
  app.get(
    '/imports/upload/:uploadId/preview',
    {
      config: manage,
      schema: {
        tags,
        description: 'The preview of a pending upload, for another sheet of an .xlsx file (`sheet`).',
        params: uploadIdParamSchema,
        querystring: importPreviewQuerySchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (request) => previewUpload(deps, request.params.uploadId, request.query.sheet),
  );
  app.post(
    '/importLeads',
    {
      config: manage,
      schema: {
        tags,
        description:
          'multipart/form-data: a `file` part or an `uploadId` field (from /imports/upload), `mapping` and `options` as JSON text (leadImportMappingSchema, leadImportOptionsSchema). Queues the import job; follow it with GET /imports/:id.',
        response: { 202: leadImportStartedSchema },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, deps.storage, fileField, importUploadLimits);
      try {
        return reply.status(202).send(await startImport(deps, upload, actorOf(request)));
      } finally {
        await upload.discard();
      }
    },
  );
  app.get(
    '/imports',
    {
      config: manage,
      schema: { tags, querystring: leadImportListQuerySchema, response: { 200: leadImportListSchema } },
    },
    async (request) => listImports(deps, request.query),
  );
  app.get(
    '/imports/mappings',
    { config: manage, schema: { tags, response: { 200: savedLeadImportMappingListSchema } } },
    async () => listMappings(deps),
  );
  app.delete(
    '/imports/mappings/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteMapping(deps, request.params.id),
  );
  app.get(
    '/imports/sample.csv',
    { config: manage, schema: { tags, description: 'A sample file with our columns and two example rows.' } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="lead-import-sample.csv"')
        .send(sampleCsv()),
  );
  app.get(
    '/imports/:id',
    {
      config: manage,
      schema: {
        tags,
        description: 'Counts, status, rate and time left; poll it while the import runs.',
        params: idParamSchema,
        response: { 200: leadImportSchema },
      },
    },
    async (request) => getImport(deps, request.params.id),
  );
  app.get(
    '/imports/:id/rejected.csv',
    {
      config: manage,
      compress: bulkDownloadCompression,
      schema: {
        tags,
        description:
          'The rows not imported: the original columns, then Row (its number in the file) and Reason. UTF-8 with BOM.',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const stream = await rejectedCsv(deps, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rejected-rows-${request.params.id.slice(0, 8)}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
  app.post(
    '/imports/:id/cancel',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: leadImportSchema } } },
    async (request) => cancelImport(deps, request.params.id),
  );
  app.post(
    '/imports/:id/undo',
    {
      config: manage,
      schema: {
        tags,
        description: 'Queues the undo (for 7 days after the import finished); 409 with a sentence otherwise.',
        params: idParamSchema,
        response: { 202: leadImportUndoStartedSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await undoImport(deps, request.params.id, actorOf(request))),
  );
  app.delete(
    '/deleteAllLeads',
    {
      config: requires('leads.purgeAll'),
      schema: {
        tags,
        description:
          'Deletes every lead in the recycle bin for good. `count` is the number the screen showed and the administrator typed; if the bin now holds another number the answer is 409 and nothing is deleted.',
        body: deleteAllLeadsSchema,
        response: { 200: deleteAllLeadsResultSchema },
      },
    },
    async (request) => deleteAllBinnedLeads(deps, request.body.count),
  );
};
