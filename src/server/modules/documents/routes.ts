import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  documentListSchema,
  documentQuerySchema,
  documentSchema,
  uploaderSchema,
} from '../../../domain/schemas/document';
import { uploadLimitsOf } from '../../config';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { receiveUpload } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';
import { deleteDocument, listDocuments, listUploaders, uploadDocument } from './service';

export const documentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['documents'];
  const config = requires('documents.manage');

  app.post(
    '/upload',
    {
      config,
      schema: {
        tags,
        description:
          'multipart/form-data: title, category, optional description, and one `file` (PDF, image, Word, Excel, PowerPoint or OpenDocument).',
        response: { 201: z.object({ document: documentSchema }) },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(
        request,
        deps.storage,
        { file: { policy: policies.document('documents.manage') } },
        uploadLimitsOf(deps.config),
      );
      return reply.status(201).send({ document: await uploadDocument(deps, upload, currentUser(request).id) });
    },
  );
  app.get(
    '/getAllDocuments',
    { config, schema: { tags, querystring: documentQuerySchema, response: { 200: documentListSchema } } },
    async (request) => listDocuments(deps, request.query),
  );
  app.get(
    '/getAllDocumentsByUserId/:id',
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        querystring: documentQuerySchema.omit({ uploadedBy: true }),
        response: { 200: documentListSchema },
      },
    },
    async (request) => listDocuments(deps, { ...request.query, uploadedBy: request.params.id }),
  );
  app.get(
    '/uploaders',
    { config, schema: { tags, response: { 200: z.object({ uploaders: z.array(uploaderSchema) }) } } },
    async () => ({ uploaders: await listUploaders(deps) }),
  );
  app.delete(
    '/deleteDocument/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteDocument(deps, request.params.id),
  );
};
