import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmInvitationBody,
  errorResponses,
  INVITATION_MESSAGES,
  invitationResponse,
  inviteUserBody,
  inviteUserResponse,
  messageResult,
  reinviteUserBody,
  tokenParam,
} from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { appUrl } from '../auth';
import * as invitations from './invitations.service';

export async function invitationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/invite-user',
    {
      schema: { tags: ['invitations'], body: inviteUserBody, response: { 200: inviteUserResponse, ...errorResponses } },
    },
    async (request) => {
      const log = (err: unknown, to: string) => request.log.error({ err, to }, 'invitation email failed');
      return { result: await invitations.inviteUsers(app.deps, currentUser(request), request.body, appUrl(app), log) };
    },
  );

  r.post(
    '/api/auth/reinvite-user',
    {
      schema: { tags: ['invitations'], body: reinviteUserBody, response: { 200: messageResult, ...errorResponses } },
    },
    async (request) => {
      const log = (err: unknown, to: string) => request.log.error({ err, to }, 'invitation email failed');
      return { result: { message: await invitations.reinviteUser(app.deps, currentUser(request), request.body.email, appUrl(app), log) } };
    },
  );

  // Public calls that take a secret token: the strict per-address limit of the auth calls.
  const strict = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  r.get(
    '/api/auth/invitations/:token',
    {
      config: { auth: 'public', ...strict },
      schema: { tags: ['invitations'], params: tokenParam, response: { 200: invitationResponse, ...errorResponses } },
    },
    async (request) => ({ result: await invitations.getInvitation(app.deps, request.params.token) }),
  );

  r.post(
    '/api/auth/confirm-invitation/:token',
    {
      config: { auth: 'public', ...strict },
      schema: { tags: ['invitations'], params: tokenParam, body: confirmInvitationBody, response: { 200: messageResult, ...errorResponses } },
    },
    async (request) => {
      await invitations.confirmInvitation(app.deps, request.params.token, request.body);
      return { result: { message: INVITATION_MESSAGES.activated } };
    },
  );
}
