import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import { stampDutyRateInputSchema, stampDutyRateSchema } from '../../../domain/schemas/price-list';
import {
  projectInputSchema,
  projectListQuerySchema,
  projectListSchema,
  projectOptionsSchema,
  projectSchema,
  towerInputSchema,
} from '../../../domain/schemas/project';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  projectOptions,
  updateProject,
} from './project-service';
import {
  createStampDutyRate,
  deleteStampDutyRate,
  listStampDutyRates,
  updateStampDutyRate,
} from './stamp-duty-service';
import { createTower, deleteTower, updateTower } from './unit-service';

const towerSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  name: z.string(),
  floorFrom: z.number(),
  floorTo: z.number(),
});

/** Projects, their towers, and the stamp-duty table, under /api. Units and price lists: unit-routes.ts. */
export const projectRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['projects'];
  const view = requires('projects.view');
  const manage = requires('projects.manage');

  app.get(
    '/projects',
    { config: view, schema: { tags, querystring: projectListQuerySchema, response: { 200: projectListSchema } } },
    async (request) => listProjects(deps, request.query),
  );
  app.get('/projects/options', { config: view, schema: { tags, response: { 200: projectOptionsSchema } } }, async () =>
    projectOptions(deps),
  );
  app.post(
    '/projects',
    { config: manage, schema: { tags, body: projectInputSchema, response: { 201: projectSchema } } },
    async (request, reply) => reply.status(201).send(await createProject(deps, request.body, actorOf(request).id)),
  );
  app.get(
    '/projects/:id',
    { config: view, schema: { tags, params: idParamSchema, response: { 200: projectSchema } } },
    async (request) => getProject(deps.db, request.params.id),
  );
  app.put(
    '/projects/:id',
    {
      config: manage,
      schema: { tags, params: idParamSchema, body: projectInputSchema, response: { 200: projectSchema } },
    },
    async (request) => updateProject(deps, request.params.id, request.body),
  );
  app.delete(
    '/projects/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteProject(deps, request.params.id),
  );

  app.post(
    '/projects/:id/towers',
    {
      config: manage,
      schema: { tags, params: idParamSchema, body: towerInputSchema, response: { 201: towerSchema } },
    },
    async (request, reply) => reply.status(201).send(await createTower(deps, request.params.id, request.body)),
  );
  app.put(
    '/towers/:id',
    { config: manage, schema: { tags, params: idParamSchema, body: towerInputSchema, response: { 200: towerSchema } } },
    async (request) => updateTower(deps, request.params.id, request.body),
  );
  app.delete(
    '/towers/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteTower(deps, request.params.id),
  );

  app.get(
    '/stamp-duty-rates',
    { config: view, schema: { tags, response: { 200: z.object({ rates: z.array(stampDutyRateSchema) }) } } },
    async () => listStampDutyRates(deps),
  );
  app.post(
    '/stamp-duty-rates',
    { config: manage, schema: { tags, body: stampDutyRateInputSchema, response: { 201: stampDutyRateSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createStampDutyRate(deps, request.body, actorOf(request).id)),
  );
  app.put(
    '/stamp-duty-rates/:id',
    {
      config: manage,
      schema: { tags, params: idParamSchema, body: stampDutyRateInputSchema, response: { 200: stampDutyRateSchema } },
    },
    async (request) => updateStampDutyRate(deps, request.params.id, request.body, actorOf(request).id),
  );
  app.delete(
    '/stamp-duty-rates/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteStampDutyRate(deps, request.params.id),
  );
};
