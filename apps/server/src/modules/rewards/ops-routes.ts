import { opsRewardCalls as c } from '@jade/contract/ops-reward-calls';
import { opsWheelCalls as w } from '@jade/contract/prize-wheel-calls';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { operatorOf } from '../operators/service';
import type { Rewards } from './index';

/**
 * Operator calls of rewards (`/ops/rewards/*`): `view` to read, `settings` to change the brand's rules,
 * `adjust` to grant, cancel, adjust or issue (audited). The auth hook checks the contract's permission.
 */
export async function opsRewardRoutes(app: FastifyInstance, deps: { rewards: Rewards }): Promise<void> {
  const { vip, rebates, bonuses, centre, wheel } = deps.rewards;
  const open = { access: 'open', tag: 'operator' } as const;
  registerCall(
    app,
    w.wheel,
    async ({ request, query }) => (operatorOf(request, 'view'), wheel.operatorWheel(query.merchantCode)),
    open,
  );
  registerCall(
    app,
    w.setWheel,
    async ({ request, body }) => wheel.setWheel(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    w.issueTickets,
    async ({ request, body }) => wheel.issueTickets(body, operatorOf(request, 'adjust')),
    open,
  );
  registerCall(
    app,
    c.vipLadder,
    async ({ request, query }) => (operatorOf(request, 'view'), vip.operatorLadder(query.merchantCode)),
    open,
  );
  registerCall(
    app,
    c.setVipLadder,
    async ({ request, body }) => vip.setLadder(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.rebateRules,
    async ({ request, query }) => (operatorOf(request, 'view'), rebates.operatorRules(query.merchantCode)),
    open,
  );
  registerCall(
    app,
    c.setRebateRules,
    async ({ request, body }) => rebates.setRules(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.bonusTemplates,
    async ({ request, query }) => (
      operatorOf(request, 'view'),
      bonuses.operatorTemplates(query.merchantCode)
    ),
    open,
  );
  registerCall(
    app,
    c.setBonusTemplates,
    async ({ request, body }) => bonuses.setTemplates(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.bonusGrants,
    async ({ request, query }) => (
      operatorOf(request, 'view'),
      bonuses.operatorGrants(query.merchantCode, query.username)
    ),
    open,
  );
  registerCall(
    app,
    c.grantBonus,
    // Idempotent by the body's key: a retried request answers the same grant.
    async ({ request, body }) => bonuses.operatorGrant(body, operatorOf(request, 'adjust')),
    open,
  );
  registerCall(
    app,
    c.cancelBonus,
    async ({ request, body }) => bonuses.cancel(body.grantId, body.reason, operatorOf(request, 'adjust')),
    open,
  );
  registerCall(
    app,
    c.adjustBonus,
    async ({ request, body }) => bonuses.adjust(body, operatorOf(request, 'adjust')),
    open,
  );
  registerCall(
    app,
    c.rewardCentre,
    async ({ request, query }) => (operatorOf(request, 'view'), centre.operatorSettings(query.merchantCode)),
    open,
  );
  registerCall(
    app,
    c.setRewardCentre,
    async ({ request, body }) => centre.setSettings(body, operatorOf(request, 'settings')),
    open,
  );
  registerCall(
    app,
    c.issueReward,
    async ({ request, body }) => centre.issue(body, operatorOf(request, 'adjust')),
    open,
  );
}
