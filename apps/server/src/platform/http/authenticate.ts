import type { CallAuth } from '@jade/contract/call';
import type { FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../errors';

/**
 * Decides whether a request may make a call with the given `auth` level, throwing an AppError when not
 * (401 `customer.not.login`, 403 for a trial account or a non-agent…). It may attach the session to the
 * request. This is the hook point the accounts work replaces; buildApp takes it as `deps.authenticate`.
 */
export type Authenticate = (request: FastifyRequest, auth: CallAuth) => Promise<void>;

/** Until sessions exist, only public calls can be made. */
export const publicOnly: Authenticate = async (_request, auth) => {
  if (auth !== 'public') throw new NotLoggedInError();
};
