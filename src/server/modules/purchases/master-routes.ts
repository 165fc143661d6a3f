import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import { materialInputSchema, materialListSchema, materialSchema } from '../../../domain/schemas/material';
import { supplierInputSchema, supplierListSchema, supplierSchema } from '../../../domain/schemas/supplier';
import type { AppContext } from '../../context';
import { requires } from '../../plugins/access';
import { createMaterial, deleteMaterial, listMaterials, updateMaterial } from './materials-service';
import { createSupplier, deleteSupplier, listSuppliers, updateSupplier } from './suppliers-service';

/** /api/suppliers/* and /api/materials/*. */
export const masterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const config = requires('purchase.manage');

  const suppliers = ['suppliers'];
  app.get('/suppliers/list', { config, schema: { tags: suppliers, response: { 200: supplierListSchema } } }, async () =>
    listSuppliers(deps),
  );
  app.post(
    '/suppliers/add',
    { config, schema: { tags: suppliers, body: supplierInputSchema, response: { 201: supplierSchema } } },
    async (request, reply) => reply.status(201).send(await createSupplier(deps, request.body)),
  );
  app.put(
    '/suppliers/update/:id',
    {
      config,
      schema: { tags: suppliers, params: idParamSchema, body: supplierInputSchema, response: { 200: supplierSchema } },
    },
    async (request) => updateSupplier(deps, request.params.id, request.body),
  );
  app.delete(
    '/suppliers/delete/:id',
    { config, schema: { tags: suppliers, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteSupplier(deps, request.params.id),
  );

  const materials = ['materials'];
  app.get('/materials/list', { config, schema: { tags: materials, response: { 200: materialListSchema } } }, async () =>
    listMaterials(deps),
  );
  app.post(
    '/materials/add',
    { config, schema: { tags: materials, body: materialInputSchema, response: { 201: materialSchema } } },
    async (request, reply) => reply.status(201).send(await createMaterial(deps, request.body)),
  );
  app.put(
    '/materials/update/:id',
    {
      config,
      schema: { tags: materials, params: idParamSchema, body: materialInputSchema, response: { 200: materialSchema } },
    },
    async (request) => updateMaterial(deps, request.params.id, request.body),
  );
  app.delete(
    '/materials/delete/:id',
    { config, schema: { tags: materials, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteMaterial(deps, request.params.id),
  );
};
