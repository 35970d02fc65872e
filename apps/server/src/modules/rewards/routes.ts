import { wheelCalls } from '@jade/contract/prize-wheel-calls';
import { rewardCalls as c } from '@jade/contract/reward-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { Rewards } from './index';

function memberOf(request: FastifyRequest) {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

/** The players' reward calls: each answers for the caller alone. */
export async function rewardRoutes(app: FastifyInstance, deps: { rewards: Rewards }): Promise<void> {
  const { vip, rebates, bonuses, centre, referral, wheel } = deps.rewards;
  registerCall(app, c.rankProgress, async ({ request }) => vip.progress(memberOf(request)));
  registerCall(app, c.vipLadder, async ({ request }) =>
    vip.ladder(request.member?.merchantCode ?? request.ctx.merchant.code, request.member),
  );
  registerCall(app, c.rebateSettings, async ({ request }) => rebates.settings(memberOf(request)));
  registerCall(app, c.rebateAccrued, async ({ request }) => rebates.accrued(memberOf(request)));
  registerCall(app, c.claimRebate, async ({ request, body }) =>
    rebates.claim(memberOf(request), body.idempotencyKey),
  );
  registerCall(app, c.rebateRecords, async ({ request, query }) =>
    rebates.records(memberOf(request).id, query.pageNo, query.pageSize),
  );
  registerCall(app, c.bonuses, async ({ request, query }) => bonuses.list(memberOf(request), query));
  registerCall(app, c.rewardCentre, async ({ request }) => centre.centre(memberOf(request)));
  registerCall(app, c.rewardCount, async ({ request }) => ({
    rewardCount: await centre.count(memberOf(request)),
  }));
  registerCall(app, c.claimReward, async ({ request, body }) =>
    centre.claim(memberOf(request), body.key, body.idempotencyKey),
  );
  registerCall(app, c.referralDetails, async ({ request }) => referral.details(memberOf(request)));
  registerCall(app, wheelCalls.wheel, async ({ request }) => wheel.wheel(memberOf(request)));
  registerCall(app, wheelCalls.spin, async ({ request, body }) =>
    wheel.spin(memberOf(request), body.idempotencyKey),
  );
}
