import { opsProfileCalls as o, profileCalls as c } from '@jade/contract/profile-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import { operatorOf } from '../operators/service';
import type { Profile } from './service';

function memberOf(request: FastifyRequest) {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

/** The player's own details: each call answers for the caller alone. */
export async function profileRoutes(app: FastifyInstance, deps: { profile: Profile }): Promise<void> {
  const { profile } = deps;
  registerCall(app, c.profile, async ({ request }) => profile.profile(memberOf(request)));
  registerCall(app, c.updateProfile, async ({ request, body }) => profile.update(memberOf(request), body));
}

/** Customer service: read with `view`, correct a locked detail with `freeze` (support, risk, admin). */
export async function opsProfileRoutes(app: FastifyInstance, deps: { profile: Profile }): Promise<void> {
  const { profile } = deps;
  const open = { access: 'open', tag: 'operator' } as const;
  registerCall(
    app,
    o.playerProfile,
    async ({ request, query }) => (operatorOf(request, 'view'), profile.operatorProfile(query.memberId)),
    open,
  );
  registerCall(
    app,
    o.correctProfile,
    async ({ request, body }) => profile.correct(body, operatorOf(request, 'freeze')),
    open,
  );
}
