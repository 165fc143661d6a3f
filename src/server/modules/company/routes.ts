import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companySchema } from '../../../domain/schemas/company';
import { uploadLimitsOf } from '../../config';
import type { AppContext } from '../../context';
import { currentUser, requires } from '../../plugins/access';
import { receiveUpload } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';
import { getCompany, saveCompany } from './service';

const companyResponse = z.object({ company: companySchema });

export const companyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  app.get(
    '/company',
    { config: requires('company.view'), schema: { tags: ['company'], response: { 200: companyResponse } } },
    async () => ({ company: await getCompany(deps.db) }),
  );

  // multipart/form-data: the text fields of companyInputSchema, an optional `logo` image, and
  // `removeLogo=true` to drop the current one.
  app.put(
    '/company',
    { config: requires('company.manage'), schema: { tags: ['company'], response: { 200: companyResponse } } },
    async (request) => {
      const upload = await receiveUpload(
        request,
        deps.storage,
        { logo: { policy: policies.image('company.view') } },
        uploadLimitsOf(deps.config),
      );
      return { company: await saveCompany(deps, upload, currentUser(request).id) };
    },
  );
};
