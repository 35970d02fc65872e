import { VIP_RETENTION_RULES, type VipRetentionRule } from '@jade/contract/rewards';
import { createAccountsRepository } from '../modules/accounts/repository';
import { createBetFacts } from '../modules/bet-facts';
import { createBrandRepository } from '../modules/brand/repository';
import { createLedgerService } from '../modules/ledger/ledger-service';
import { CLI_ACTOR } from '../modules/operators/service';
import { createRewards } from '../modules/rewards';
import type { Database } from '../platform/db/client';
import { UsageError } from './parse-args';

export const REWARDS_USAGE = `Rewards (the same services as the /ops/rewards calls; every change audited as "cli"):
  rewards vip show <merchant>                  the brand's VIP ladder and retention rule
  rewards vip set <merchant> <retention> <levels>   replaces the ladder; levels from level 0,
                                            "name:deposits:turnover:keep:bonus,…" in currency units,
                                            e.g. "VIP0:0:0:0:0,VIP1:1000:10000:5000:38"
  rewards vip review <merchant> <YYYY-MM>      the review of an ended month (the job does it by itself;
                                            a member reviewed before is left alone)
  retention: ${VIP_RETENTION_RULES.join(', ')} (what a month's review does to a level not kept)`;

const line = (value: unknown) => console.info(JSON.stringify(value));
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** "VIP0:0:0:0:0,VIP1:1000:10000:5000:38" → the ladder body's levels. */
export function parseLevelList(raw: string | undefined) {
  if (!raw) throw new UsageError('Levels are required, e.g. "VIP0:0:0:0:0,VIP1:1000:10000:5000:38".');
  return raw.split(',').map((part, level) => {
    const [name, depositThreshold, turnoverThreshold, retainTurnover, upgradeBonus, extra] = part.split(':');
    const amounts = [depositThreshold, turnoverThreshold, retainTurnover, upgradeBonus];
    if (!name || extra !== undefined || amounts.some((a) => !AMOUNT.test(a ?? '')))
      throw new UsageError(`Bad level "${part}": name:deposits:turnover:keep:bonus.`);
    return {
      level,
      name,
      depositThreshold: depositThreshold!,
      turnoverThreshold: turnoverThreshold!,
      retainTurnover: retainTurnover!,
      upgradeBonus: upgradeBonus!,
    };
  });
}

/** Runs `rewards …` (argv after the word `rewards`). */
export async function runRewardsCommand(argv: readonly string[], db: Database) {
  const brandRepo = createBrandRepository(db);
  const merchant = async (code: string) => (await brandRepo.listMerchants()).find((m) => m.code === code);
  const accounts = createAccountsRepository(db);
  const facts = createBetFacts({
    db,
    tree: accounts,
    timeZoneOf: async (code) => (await merchant(code))?.timeZone ?? 'UTC',
  });
  const merchants = () => brandRepo.listMerchants();
  const { vip } = createRewards({
    db,
    ledger: createLedgerService(db),
    facts,
    members: accounts,
    merchant,
    merchants,
  });
  const [area, command, merchantCode, ...rest] = argv;
  if (area !== 'vip') throw new UsageError('Unknown rewards command.');
  if (!merchantCode || !(await merchant(merchantCode)))
    throw new UsageError('A known merchant code is required.');
  if (command === 'show') {
    const { levels, retention } = await vip.operatorLadder(merchantCode);
    line({ merchantCode, retention });
    for (const l of levels) line(l);
    return;
  }
  if (command === 'set') {
    const [retention, levels] = rest;
    if (!(VIP_RETENTION_RULES as readonly string[]).includes(retention ?? ''))
      throw new UsageError(`The retention rule is one of ${VIP_RETENTION_RULES.join(', ')}.`);
    const saved = await vip.setLadder(
      { merchantCode, retention: retention as VipRetentionRule, levels: parseLevelList(levels) },
      CLI_ACTOR,
    );
    line({ merchantCode, retention: saved.retention });
    for (const l of saved.levels) line(l);
    return;
  }
  if (command === 'review') {
    const [month] = rest;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month ?? '')) throw new UsageError('A month (YYYY-MM) is required.');
    await vip.review(merchantCode, month!).catch((error: unknown) => {
      if (error instanceof RangeError) throw new UsageError(`${month} has not ended.`);
      throw error;
    });
    line({ merchantCode, month, reviewed: true });
    return;
  }
  throw new UsageError('rewards vip show|set|review …');
}
