import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import { priceListInputSchema, priceListListSchema, priceListSchema } from '../../../domain/schemas/price-list';
import {
  bulkUnitsInputSchema,
  unitBlockSchema,
  unitInputSchema,
  unitListQuerySchema,
  unitListSchema,
  unitSchema,
} from '../../../domain/schemas/unit';
import { unitImportResultSchema } from '../../../domain/schemas/unit-import';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import { receiveUpload } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';
import { createBulkUnits } from './bulk-units';
import { createPriceList, deletePriceList, listPriceLists, updatePriceList } from './price-list-service';
import { applyUnitImport, previewUnitImport, unitImportLimits, unitImportSampleCsv } from './unit-import';
import { blockUnit, createUnit, deleteUnit, getUnit, listUnits, unblockUnit, updateUnit } from './unit-service';

const bulkResultSchema = z.object({
  tower: z.object({
    _id: z.string(),
    projectId: z.string(),
    name: z.string(),
    floorFrom: z.number(),
    floorTo: z.number(),
  }),
  created: z.number(),
});

/** Units (one, the bulk form, the import), blocking, and price lists, under /api. */
export const unitRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['projects'];
  const view = requires('projects.view');
  const manage = requires('projects.manage');
  const fileField = { file: { policy: policies.leadImport('projects.manage') } };

  app.get(
    '/projects/:id/units',
    {
      config: view,
      schema: { tags, params: idParamSchema, querystring: unitListQuerySchema, response: { 200: unitListSchema } },
    },
    async (request) => listUnits(deps, request.params.id, request.query),
  );
  app.post(
    '/projects/:id/units',
    { config: manage, schema: { tags, params: idParamSchema, body: unitInputSchema, response: { 201: unitSchema } } },
    async (request, reply) => reply.status(201).send(await createUnit(deps, request.params.id, request.body)),
  );
  app.post(
    '/projects/:id/units/bulk',
    {
      config: manage,
      schema: {
        tags,
        description:
          'Floors from–to × one position per entry of `positions`, numbered by `pattern` ({floor}, {pos}, {pos:02}; `groundPattern` for floor 0). All or nothing: numbers already in the tower are a 409 listing them.',
        params: idParamSchema,
        body: bulkUnitsInputSchema,
        response: { 201: bulkResultSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createBulkUnits(deps, request.params.id, request.body)),
  );
  for (const [path, work, status] of [
    ['/projects/:id/units/import/preview', previewUnitImport, 200],
    ['/projects/:id/units/import', applyUnitImport, 201],
  ] as const) {
    app.post(
      path,
      {
        config: manage,
        schema: {
          tags,
          description:
            'multipart/form-data with one `file` (.csv or .xlsx, up to 5 MB) with the columns tower, number, floor, type, carpet, balcony, saleable, facing, parking, locations. The preview lists the rows with errors; the import creates the valid rows.',
          params: idParamSchema,
          response: { [status]: unitImportResultSchema },
        },
      },
      async (request, reply) => {
        const upload = await receiveUpload(request, deps.storage, fileField, unitImportLimits);
        try {
          return reply.status(status).send(await work(deps, request.params.id, upload));
        } finally {
          await upload.discard();
        }
      },
    );
  }
  app.get(
    '/units/import-sample',
    { config: manage, schema: { tags, description: 'A sample units file: our columns and three rows.' } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="units-import-sample.csv"')
        .send(unitImportSampleCsv()),
  );
  app.get(
    '/units/:id',
    { config: view, schema: { tags, params: idParamSchema, response: { 200: unitSchema } } },
    async (request) => getUnit(deps.db, request.params.id),
  );
  app.put(
    '/units/:id',
    { config: manage, schema: { tags, params: idParamSchema, body: unitInputSchema, response: { 200: unitSchema } } },
    async (request) => updateUnit(deps, request.params.id, request.body),
  );
  app.delete(
    '/units/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteUnit(deps, request.params.id),
  );
  app.post(
    '/units/:id/block',
    { config: manage, schema: { tags, params: idParamSchema, body: unitBlockSchema, response: { 200: unitSchema } } },
    async (request) => blockUnit(deps, request.params.id, request.body.reason),
  );
  app.post(
    '/units/:id/unblock',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: unitSchema } } },
    async (request) => unblockUnit(deps, request.params.id),
  );

  app.get(
    '/projects/:id/price-lists',
    { config: view, schema: { tags, params: idParamSchema, response: { 200: priceListListSchema } } },
    async (request) => listPriceLists(deps, request.params.id),
  );
  app.post(
    '/projects/:id/price-lists',
    {
      config: manage,
      schema: { tags, params: idParamSchema, body: priceListInputSchema, response: { 201: priceListSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPriceList(deps, request.params.id, request.body, actorOf(request).id)),
  );
  app.put(
    '/price-lists/:id',
    {
      config: manage,
      schema: { tags, params: idParamSchema, body: priceListInputSchema, response: { 200: priceListSchema } },
    },
    async (request) => updatePriceList(deps, request.params.id, request.body),
  );
  app.delete(
    '/price-lists/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deletePriceList(deps, request.params.id),
  );
};
