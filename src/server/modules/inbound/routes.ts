import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../domain/schemas/common';
import {
  connectorKindParamSchema,
  connectorListSchema,
  connectorSaveSchema,
  connectorTestResultSchema,
  connectorViewSchema,
  inboundEventListSchema,
  inboundEventQuerySchema,
  inboundEventSchema,
  pushKindParamSchema,
  pushSaveSchema,
  pushSourceListSchema,
  pushSourceViewSchema,
  runNowResultSchema,
} from '../../../domain/schemas/inbound';
import type { AppContext } from '../../context';
import { actorOf, requires } from '../../plugins/access';
import {
  listConnectors,
  listEvents,
  listPushSources,
  replayEvent,
  rotatePushSource,
  runNow,
  saveConnector,
  savePushSource,
  testConnector,
} from './service';

/**
 * Setting up leads that arrive by themselves: the pull connectors' cards, the push
 * sources' addresses and secrets, and the inbound log. Administrators and managers
 * (`integrations.manage`).
 */
export const integrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  const tags = ['integrations'];
  const manage = requires('integrations.manage');

  app.get(
    '/connectors',
    {
      config: manage,
      schema: {
        tags,
        description:
          'Every pull connector card: settings, which secrets are set (never their values), last run, warning after 3 failures.',
        response: { 200: connectorListSchema },
      },
    },
    async () => listConnectors(deps),
  );
  app.put(
    '/connectors/:kind',
    {
      config: manage,
      schema: {
        tags,
        description:
          'SAVE a connector: settings stored, secrets sealed (a secret left out keeps the stored one, an empty one removes it). Switching on schedules a run now and then every `pollMinutes`.',
        params: connectorKindParamSchema,
        body: connectorSaveSchema,
        response: { 200: connectorViewSchema },
      },
    },
    async (request) => saveConnector(deps, request.params.kind, request.body, actorOf(request)),
  );
  app.post(
    '/connectors/:kind/test',
    {
      config: manage,
      schema: {
        tags,
        description:
          'TEST: a real request to the portal for the last hour with the form as sent (secrets not sent: the stored ones). Saves nothing; answers the count found or the portal’s own error.',
        params: connectorKindParamSchema,
        body: connectorSaveSchema,
        response: { 200: connectorTestResultSchema },
      },
    },
    async (request) => testConnector(deps, request.params.kind, request.body),
  );
  app.post(
    '/connectors/:kind/run',
    {
      config: manage,
      schema: {
        tags,
        description: 'Run now: queues the poll job at once (202).',
        params: connectorKindParamSchema,
        response: { 202: runNowResultSchema },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return runNow(deps, request.params.kind, actorOf(request));
    },
  );
  app.get(
    '/push-sources',
    {
      config: manage,
      schema: {
        tags,
        description: 'The push sources with their addresses and our secrets (for pasting into the sender).',
        response: { 200: pushSourceListSchema },
      },
    },
    async (request) => listPushSources(deps, actorOf(request)),
  );
  app.put(
    '/push-sources/:kind',
    {
      config: manage,
      schema: {
        tags,
        description: 'Save where a push source’s leads land, and for Meta the app secret and page token (write-only).',
        params: pushKindParamSchema,
        body: pushSaveSchema,
        response: { 200: pushSourceViewSchema },
      },
    },
    async (request) => savePushSource(deps, request.params.kind, request.body, actorOf(request)),
  );
  app.post(
    '/push-sources/:kind/rotate',
    {
      config: manage,
      schema: {
        tags,
        description: 'A new address key and secret; the old ones stop working at once.',
        params: pushKindParamSchema,
        response: { 200: pushSourceViewSchema },
      },
    },
    async (request) => rotatePushSource(deps, request.params.kind, actorOf(request)),
  );
  app.get(
    '/events',
    {
      config: manage,
      schema: {
        tags,
        description: 'The inbound log, newest first; `origin` is `pull:<kind>` or `push:<kind>`, dates are India days.',
        querystring: inboundEventQuerySchema,
        response: { 200: inboundEventListSchema },
      },
    },
    async (request) => listEvents(deps, request.query),
  );
  app.post(
    '/events/:id/replay',
    {
      config: manage,
      schema: {
        tags,
        description: 'Replay a failed event with the source’s current settings (Meta: the lead is fetched again).',
        params: idParamSchema,
        response: { 200: inboundEventSchema },
      },
    },
    async (request) => replayEvent(deps, request.params.id),
  );
};
