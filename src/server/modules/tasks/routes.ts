import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  leadIdParamSchema,
  leadTasksSchema,
  memberCountsQuerySchema,
  memberTaskCountsSchema,
  taskCountsQuerySchema,
  taskCountsSchema,
  taskCreateSchema,
  taskListSchema,
  taskOptionsSchema,
  taskQuerySchema,
  taskSchema,
  taskStatusUpdateSchema,
  taskUpdateSchema,
} from '../../../domain/schemas/task';
import type { AppContext } from '../../context';
import { keyedSchema, keyedWrite } from '../../lib/idempotency';
import { actorOf, requires } from '../../plugins/access';
import {
  createTask,
  deleteTask,
  getTask,
  leadTasks,
  listTasks,
  memberCounts,
  statusCounts,
  taskOptions,
  updateTask,
  updateTaskStatus,
} from './service';

const one = z.object({ task: taskSchema });

/**
 * Tasks (MainTaskIndex, getStatusWiseCounts, getAllMembersStatusCounts, getTasksByLeadId)
 * under /api/task. `tasks.own` routes show an executive only the tasks assigned to them.
 */
export const taskRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['tasks'];
  const own = requires('tasks.own');
  const view = requires('tasks.view');
  const manage = requires('tasks.manage');

  app.post(
    '/create',
    {
      config: manage,
      schema: keyedSchema({
        tags,
        description:
          'Assignee left out = yourself; giving it to someone else records you as assignedBy. `dueAt` is an ISO instant, or India time as `yyyy-mm-ddThh:mm` (a bare date is 18:00 IST).',
        body: taskCreateSchema,
        response: { 201: one },
      }),
    },
    async (request, reply) => {
      const { task } = await keyedWrite(request, reply, (key) => createTask(deps, request.body, actorOf(request), key));
      return reply.status(201).send({ task });
    },
  );
  app.get(
    '/getTasks',
    {
      config: own,
      schema: {
        tags,
        description:
          '`view=mine` (default): tasks assigned to you. `view=team`: every task you may see — everyone’s for an administrator, a manager’s own, their reports’ and their branch’s; an executive only ever sees their own. `from`/`to` are due dates (India time, inclusive); `overdue=true`: due has passed and the task is open or in progress.',
        querystring: taskQuerySchema,
        response: { 200: taskListSchema },
      },
    },
    async (request) => listTasks(deps, actorOf(request), request.query),
  );
  app.get(
    '/getTaskById/:id',
    { config: own, schema: { tags, params: idParamSchema, response: { 200: one } } },
    async (request) => ({ task: await getTask(deps, actorOf(request), request.params.id) }),
  );
  app.put(
    '/update/:id',
    {
      config: manage,
      schema: {
        tags,
        description: 'Takes back the record getTaskById returned (references as ids or `{ _id, name }`).',
        params: idParamSchema,
        body: taskUpdateSchema,
        response: { 200: one },
      },
    },
    async (request) => ({ task: await updateTask(deps, request.params.id, request.body, actorOf(request)) }),
  );
  app.put(
    '/updateTaskStatus/:id',
    {
      config: own,
      schema: keyedSchema({
        tags,
        description: 'Start, finish ("Mark done": `{ "status": "done" }`) or cancel a task.',
        params: idParamSchema,
        body: taskStatusUpdateSchema,
        response: { 200: one },
      }),
    },
    async (request, reply) => {
      const { task } = await keyedWrite(request, reply, (key) =>
        updateTaskStatus(deps, request.params.id, request.body.status, actorOf(request), key),
      );
      return { task };
    },
  );
  app.delete(
    '/deleteTask/:id',
    { config: manage, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteTask(deps, request.params.id, actorOf(request)),
  );
  app.get(
    '/getStatusWiseCounts',
    {
      config: own,
      schema: {
        tags,
        description: 'Counts per status and overdue, for the same filters as getTasks (without status and overdue).',
        querystring: taskCountsQuerySchema,
        response: { 200: taskCountsSchema },
      },
    },
    async (request) => statusCounts(deps, actorOf(request), request.query),
  );
  app.get(
    '/getAllMembersStatusCounts',
    {
      config: view,
      schema: {
        tags,
        description: 'One row per member of your team (everyone for an administrator), with the same filters.',
        querystring: memberCountsQuerySchema,
        response: { 200: memberTaskCountsSchema },
      },
    },
    async (request) => memberCounts(deps, actorOf(request), request.query),
  );
  app.get(
    '/getTasksByLeadId/:leadId',
    { config: own, schema: { tags, params: leadIdParamSchema, response: { 200: leadTasksSchema } } },
    async (request) => leadTasks(deps, actorOf(request), request.params.leadId),
  );
  app.get(
    '/getTaskFormOptions',
    {
      config: manage,
      schema: {
        tags,
        description: 'The active members you may give a task to: your team (everyone for an administrator).',
        response: { 200: taskOptionsSchema },
      },
    },
    async (request) => taskOptions(deps.db, actorOf(request)),
  );
};
