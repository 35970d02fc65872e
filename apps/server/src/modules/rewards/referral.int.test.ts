import { opsRewardCalls as ops } from '@jade/contract/ops-reward-calls';
import { rewardCalls as c } from '@jade/contract/reward-calls';
import type { ReferralDetails } from '@jade/contract/rewards';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, movableClock } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { expectReconciled, loginToken, ok, operatorToken, payingMember } from '../../../test/payments';
import { TEST_BONUS_TEMPLATES } from '../../../test/reward-templates';
import { approvedDeposit, runJobs } from '../../../test/rewards';
import type { DatabaseHandle } from '../../platform/db/client';
import { BONUS_DEPOSIT_JOB } from './bonuses';
import { maskUsername } from './referral';

// Far from every other test file's clock.
const clock = movableClock(Date.parse('2049-08-10T04:00:00Z'));
let database: DatabaseHandle;
let app: FastifyInstance;
let operator: string;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now } });
  operator = await operatorToken(app);
  ok(await call(app, ops.setBonusTemplates, TEST_BONUS_TEMPLATES, { token: operator }));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const details = async (token: string): Promise<ReferralDetails> =>
  ok(await call(app, c.referralDetails, undefined, { token, query: { autoGenerate: 'true' } }));

/** A member registered with `code` (the registration stores it), logged in. */
async function invitee(code: string) {
  const m = await createMember(database, { registeredReferralCode: code });
  return { ...m, token: await loginToken(app, m.username, m.password, clock.now()) };
}

describe('invite friends', () => {
  it("counts who registered with the code; a first deposit from the minimum pays the inviter's bonus once", async () => {
    const inviter = await payingMember(app, database, { now: clock.now });
    const empty = await details(inviter.token);
    expect(empty).toMatchObject({
      referralCode: inviter.referralCode,
      totalInvitations: 0,
      registerPath: `/register?referralCode=${inviter.referralCode}`,
      rewardAmount: 15,
      minDeposit: 100,
      multiple: 3,
      rewardedInvitations: 0,
      invitees: [],
    });

    const small = await invitee(inviter.referralCode);
    const big = await invitee(inviter.referralCode.toLowerCase());
    // Below the minimum: no reward, and the first deposit is used up.
    await approvedDeposit(app, operator, small, '99.99');
    await approvedDeposit(app, operator, small, '500');
    await approvedDeposit(app, operator, big, '100');
    await runJobs(app, database, BONUS_DEPOSIT_JOB, clock.now);
    await runJobs(app, database, BONUS_DEPOSIT_JOB, clock.now);

    const after = await details(inviter.token);
    expect(after).toMatchObject({ totalInvitations: 2, rewardedInvitations: 1, rewardedTotal: 15 });
    expect(after.invitees.map((i) => [i.username, i.rewarded])).toEqual([
      [maskUsername(big.username), true],
      [maskUsername(small.username), false],
    ]);
    const bonuses = ok(await call(app, c.bonuses, undefined, { token: inviter.token, query: {} }));
    expect(
      bonuses.list.map((g: { kind: string; amount: number; requirement: number }) => [
        g.kind,
        g.amount,
        g.requirement,
      ]),
    ).toEqual([['referral', 15, 45]]);
    // An invitee sees its own code and no one else's invitations.
    expect(await details(big.token)).toMatchObject({ referralCode: big.referralCode, totalInvitations: 0 });
    await expectReconciled(database);
  });

  it('masks usernames', () => {
    expect(maskUsername('player88')).toBe('p•••••88');
    expect(maskUsername('ab')).toBe('a••');
    expect(maskUsername('a_very_long_name')).toBe('a••••••me');
  });
});
