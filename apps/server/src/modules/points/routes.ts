import { opsPointCalls as o, pointCalls as c } from '@jade/contract/point-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import { operatorOf } from '../operators/service';
import type { Points } from './service';

function memberOf(request: FastifyRequest) {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

/** The players' point calls (module PTSYS3): each answers for the caller alone. */
export async function pointRoutes(app: FastifyInstance, deps: { points: Points }): Promise<void> {
  const { points } = deps;
  registerCall(app, c.balance, async ({ request }) => points.balance(memberOf(request)));
  registerCall(app, c.config, async ({ request }) => points.config(memberOf(request)));
  registerCall(app, c.items, async ({ request, ctx }) => points.items(memberOf(request), ctx.language));
  registerCall(app, c.redemptions, async ({ request, query, ctx }) =>
    points.redemptions(memberOf(request), query, ctx.language),
  );
  registerCall(app, c.entries, async ({ request, query }) => points.entries(memberOf(request), query));
  registerCall(app, c.redeem, async ({ request, body, ctx }) =>
    points.redeem(memberOf(request), body, ctx.language),
  );
  registerCall(app, c.convert, async ({ request, body }) => points.convert(memberOf(request), body));
}

/** Operator point calls: `view` to read, `settings` to change the rules and items, `adjust` for goods. */
export async function opsPointRoutes(app: FastifyInstance, deps: { points: Points }): Promise<void> {
  const { points } = deps;
  const open = { access: 'open', tag: 'operator' } as const;
  registerCall(
    app,
    o.settings,
    async ({ request, query }) => (operatorOf(request, 'view'), points.operatorSettings(query.merchantCode)),
    open,
  );
  registerCall(
    app,
    o.setSettings,
    async ({ request, body }) => points.saveSettings(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    o.items,
    async ({ request, query }) => (operatorOf(request, 'view'), points.operatorItems(query.merchantCode)),
    open,
  );
  registerCall(
    app,
    o.saveItem,
    async ({ request, body }) => points.saveItem(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    o.redemptions,
    async ({ request, query }) => (operatorOf(request, 'view'), points.operatorRedemptions(query)),
    open,
  );
  registerCall(
    app,
    o.decideRedemption,
    async ({ request, body }) => {
      const actor = operatorOf(request, 'adjust');
      return points.decideRedemption(body, actor);
    },
    open,
  );
}
