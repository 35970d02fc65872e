import type { CallAuth } from '@jade/contract/call';
import type { OperatorPermission } from '@jade/contract/ops-roles';
import type { FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../errors';

/**
 * Decides whether a request may make a call with the given `auth` level, throwing an AppError when not
 * (401 `customer.not.login`, 403 for a trial account or a non-agent…). It may attach the session to the
 * request. This is the hook point the accounts work replaces; buildApp takes it as `deps.authenticate`.
 * `permission` is an operator call's declared permission (call.ts): the operator hook checks the role
 * against it, so no route can forget to.
 */
export type Authenticate = (
  request: FastifyRequest,
  auth: CallAuth,
  permission?: OperatorPermission,
) => Promise<void>;

/** Until sessions exist, only public calls can be made. */
export const publicOnly: Authenticate = async (_request, auth) => {
  if (auth !== 'public') throw new NotLoggedInError();
};
