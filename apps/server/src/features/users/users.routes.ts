import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessIdParam,
  errorResponses,
  idParam,
  messageResult,
  updateUserBody,
  userDetailResponse,
  userResponse,
  usersListResponse,
} from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { toApiUser } from '../../kernel/current-user';
import * as users from './users.service';

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users',
    {
      schema: { tags: ['users'], response: { 200: usersListResponse, ...errorResponses } },
    },
    async (request) => ({ result: (await users.listUsers(app.deps, currentUser(request))).map(toApiUser) }),
  );

  r.get(
    '/api/users/:id',
    {
      schema: { tags: ['users'], params: idParam, response: { 200: userDetailResponse, ...errorResponses } },
    },
    async (request) => ({ result: await users.getUser(app.deps, currentUser(request), request.params.id) }),
  );

  r.put(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        description:
          'Three shapes: own account {first_name, last_name, email?, role?, default_config_id?}; admin edit {id, company_id, email, first_name, last_name, is_active, role, default_config_id?}; or {is_active} (super-admin).',
        params: idParam,
        body: updateUserBody,
        response: { 200: userResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await users.updateUser(app.deps, currentUser(request), request.params.id, request.body) }),
  );

  r.delete(
    '/api/users/access/:accessId',
    {
      schema: { tags: ['users'], params: accessIdParam, response: { 200: messageResult, ...errorResponses } },
    },
    async (request) => {
      await users.removeProjectAccess(app.deps, currentUser(request), request.params.accessId);
      return { result: { message: 'Project access removed.' } };
    },
  );
}
