import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../../domain/schemas/common';
import {
  inviteSchema,
  memberCreatedSchema,
  memberCreateSchema,
  memberSchema,
  memberUpdateSchema,
  roleParamSchema,
} from '../../../domain/schemas/team';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { createMember, deleteMember, getMember, inviteMember, listMembers, updateMember } from './service';

const membersSchema = z.object({ members: z.array(memberSchema) });
const memberResponse = z.object({ member: memberSchema });

export const teamRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['team'];
  app.post(
    '/createMember',
    {
      config: requires('team.manage'),
      schema: { tags, body: memberCreateSchema, response: { 201: memberCreatedSchema } },
    },
    async (request, reply) => reply.status(201).send(await createMember(deps, request.body, currentUser(request).id)),
  );
  app.get(
    '/getAllMembers',
    { config: requires('team.view'), schema: { tags, response: { 200: membersSchema } } },
    async () => ({ members: await listMembers(deps) }),
  );
  app.get(
    '/getMembersByRole/:role',
    { config: requires('team.view'), schema: { tags, params: roleParamSchema, response: { 200: membersSchema } } },
    async (request) => ({ members: await listMembers(deps, request.params.role) }),
  );
  app.get(
    '/getMemberById/:id',
    { config: requires('team.view'), schema: { tags, params: idParamSchema, response: { 200: memberResponse } } },
    async (request) => ({ member: await getMember(deps.db, request.params.id) }),
  );
  app.put(
    '/updateMember/:id',
    {
      config: requires('team.manage'),
      schema: { tags, params: idParamSchema, body: memberUpdateSchema, response: { 200: memberResponse } },
    },
    async (request) => ({
      member: await updateMember(deps, request.params.id, request.body, currentUser(request).id),
    }),
  );
  app.post(
    '/invite/:id',
    {
      config: requires('team.manage'),
      schema: { tags, params: idParamSchema, response: { 200: z.object({ invite: inviteSchema }) } },
    },
    async (request) => ({ invite: await inviteMember(deps, request.params.id, currentUser(request).id) }),
  );
  app.delete(
    '/deleteMember/:id',
    { config: requires('team.manage'), schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => deleteMember(deps, request.params.id, currentUser(request).id),
  );
};
