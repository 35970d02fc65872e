import { randomUUID } from 'node:crypto';
import { opsWheelSettingsSchema } from '@jade/contract/prize-wheel';
import { readFileSync } from 'node:fs';
import { REBATE_PRODUCT_TYPES, type RebateProductType } from '@jade/contract/agent-team';
import { VIP_RETENTION_RULES, type BonusTemplatesBody, type VipRetentionRule } from '@jade/contract/rewards';
import { createAccountsRepository } from '../modules/accounts/repository';
import { createTeamRebateRates } from '../modules/agents';
import { createBetFacts } from '../modules/bet-facts';
import { createBrandRepository } from '../modules/brand/repository';
import { createLedgerService } from '../modules/ledger/ledger-service';
import { CLI_ACTOR } from '../modules/operators/service';
import { createRewards, type Rewards } from '../modules/rewards';
import type { Database } from '../platform/db/client';
import { UsageError } from './parse-args';
import { createDepositReads } from '../modules/payments/deposit-reads';
import { createProfileRepository } from '../modules/profile/repository';

export const REWARDS_USAGE = `Rewards (the same services as the /ops/rewards calls; every change audited as "cli"):
  rewards vip show <merchant>                  the brand's VIP ladder and retention rule
  rewards vip set <merchant> <retention> <levels>   replaces the ladder; levels from level 0,
                                            "name:deposits:turnover:keep:bonus[:monthly:withdraw
                                            amount:withdraw count[:birthday]],…" in currency units (0:
                                            the brand's limit), e.g. "VIP0:0:0:0:0,VIP1:1000:10000:5000:38:8:0:0:18"
  rewards vip review <merchant> <YYYY-MM>      the review of an ended month (the job does it by itself;
                                            a member reviewed before is left alone)
  retention: ${VIP_RETENTION_RULES.join(', ')} (what a month's review does to a level not kept)
  rewards rebate show <merchant>               the brand's rebate rates and claim rules
  rewards rebate set <merchant> <min> <cool-down minutes> <auto|manual> <rates>
                                            replaces them; rates "TYPE@level:percent,…" (level 0 when
                                            left out), e.g. "RNG:0.5,RNG@3:0.9,LIVE:0.4"; manual: no
                                            automatic payout after each day
  rewards rebate pay <merchant> <YYYY-MM-DD>   pays a closed brand day now (the job does it by itself;
                                            what was paid before is not paid again)
  product types: ${REBATE_PRODUCT_TYPES.join(', ')}
  rewards bonus show <merchant>                the bonus templates and the withdrawal rule
  rewards bonus set <merchant> <block|forfeit> <templates.json|->
                                            saves the templates (a JSON list, by code; those left
                                            out are deactivated) and the rule
  rewards bonus list <merchant> <username>     a member's bonuses
  rewards bonus grant <merchant> <username> <template> [amount] --reason <text>
  rewards bonus cancel <grant id> --reason <text>          its locked money back to the house
  rewards bonus adjust <grant id> [--requirement <amount>] [--expires <ISO time>] --reason <text>
  rewards centre show <merchant>               the reward centre: sign-in cycle, registration, rescue fund
  rewards centre set <merchant> <7 sign-in amounts a,b,…> <registration> <rescue %> <rescue min loss> <rescue max>
  rewards centre issue <merchant> <username> <template> <amount> <title> [--days 7] --reason <text>
  rewards wheel show <merchant>                the prize wheel: segments with weights, the ticket deposit
  rewards wheel set <merchant> <on|off> <ticket deposit> <ticket days> <segments>
                                            segments "kind:amount:weight,…" clockwise, kind cash, bonus
                                            or none, e.g. "cash:8:25,bonus:18:20,none:0:20,cash:88:4"
  rewards wheel tickets <merchant> <username> <count> --reason <text>   issues tickets (1 to 20)
                                            a reward the member claims in its reward centre`;

const line = (value: unknown) => console.info(JSON.stringify(value));
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * "VIP0:0:0:0:0,VIP1:1000:10000:5000:38[:8:500000:8[:18]]" → the ladder body's levels: name, deposits,
 * turnover, keep, upgrade bonus, then optionally the monthly bonus, the daily withdrawal amount and
 * count (0: the brand's), and the birthday bonus.
 */
export function parseLevelList(raw: string | undefined) {
  if (!raw) throw new UsageError('Levels are required, e.g. "VIP0:0:0:0:0,VIP1:1000:10000:5000:38".');
  return raw.split(',').map((part, level) => {
    const fields = part.split(':');
    const [name, depositThreshold, turnoverThreshold, retainTurnover, upgradeBonus, ...benefits] = fields;
    const [monthlyBonus = '0', withdrawDailyAmount = '0', withdrawDailyCount = '0', birthdayBonus = '0'] =
      benefits;
    const amounts = [
      depositThreshold,
      turnoverThreshold,
      retainTurnover,
      upgradeBonus,
      monthlyBonus,
      withdrawDailyAmount,
      birthdayBonus,
    ];
    if (
      !name ||
      ![5, 8, 9].includes(fields.length) ||
      amounts.some((a) => !AMOUNT.test(a ?? '')) ||
      !/^\d{1,4}$/.test(withdrawDailyCount)
    )
      throw new UsageError(
        `Bad level "${part}": name:deposits:turnover:keep:bonus[:monthly:withdraw amount:withdraw count[:birthday]].`,
      );
    return {
      level,
      name,
      depositThreshold: depositThreshold!,
      turnoverThreshold: turnoverThreshold!,
      retainTurnover: retainTurnover!,
      upgradeBonus: upgradeBonus!,
      monthlyBonus,
      birthdayBonus,
      withdrawDailyAmount,
      withdrawDailyCount: Number(withdrawDailyCount),
    };
  });
}

const RATE = /^([A-Z]+)(?:@(\d{1,2}))?:(\d{1,3}(?:\.\d{1,2})?)$/;

/** "RNG:0.5,RNG@3:0.9" → the rebate body's rates. */
export function parseRateList(raw: string | undefined) {
  if (raw === undefined) throw new UsageError('Rates are required, e.g. "RNG:0.5,RNG@3:0.9,LIVE:0.4".');
  if (raw === '') return [];
  return raw.split(',').map((part) => {
    const m = RATE.exec(part);
    if (!m || !(REBATE_PRODUCT_TYPES as readonly string[]).includes(m[1]!))
      throw new UsageError(
        `Bad rate "${part}": TYPE@level:percent with a type of ${REBATE_PRODUCT_TYPES.join(', ')}.`,
      );
    return { productType: m[1] as RebateProductType, vipLevel: Number(m[2] ?? 0), rate: Number(m[3]) };
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
  const deposits = createDepositReads(db);
  const { vip, rebates, bonuses, centre, wheel } = createRewards({
    db,
    ledger: createLedgerService(db),
    facts,
    members: accounts,
    agentRates: createTeamRebateRates(db),
    ownWinLoss: async (id, day) => (await facts.ownFigures([id], day, day)).get(id)?.winLoss ?? 0n,
    ownFigures: async (id, from, to, category) => {
      const f = (await facts.ownFigures([id], from, to, category ? { category } : undefined)).get(id);
      return { validBet: f?.validBet ?? 0n, betCount: f?.betCount ?? 0 };
    },
    depositTotal: (id, start, end) => deposits.creditedTotal(id, start, end),
    loginDays: (id, start, end, zone) => accounts.loginDays(id, start, end, zone),
    birthdayOf: createProfileRepository(db).birthdayOf,
    merchant,
    merchants,
  });
  if (argv[0] === 'bonus' && (argv[1] === 'cancel' || argv[1] === 'adjust'))
    return runBonusChange(bonuses, argv[1], argv.slice(2));
  const [area, command, merchantCode, ...rest] = argv;
  if (area !== 'vip' && area !== 'rebate' && area !== 'bonus' && area !== 'centre' && area !== 'wheel')
    throw new UsageError('Unknown rewards command.');
  if (!merchantCode || !(await merchant(merchantCode)))
    throw new UsageError('A known merchant code is required.');
  if (area === 'rebate') return runRebateCommand(rebates, command, merchantCode, rest);
  if (area === 'bonus') return runBonusCommand(bonuses, command, merchantCode, rest);
  if (area === 'centre') return runCentreCommand(centre, command, merchantCode, rest);
  if (area === 'wheel') return runWheelCommand(wheel, command, merchantCode, rest);
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

async function runRebateCommand(
  rebates: Rewards['rebates'],
  command: string | undefined,
  merchantCode: string,
  rest: readonly string[],
) {
  const print = (rules: Awaited<ReturnType<typeof rebates.operatorRules>>) => {
    const { rates, ...claims } = rules;
    line({ merchantCode, ...claims });
    for (const r of rates) line(r);
  };
  if (command === 'show') return print(await rebates.operatorRules(merchantCode));
  if (command === 'set') {
    const [minClaim, cooldown, mode, rates] = rest;
    if (!AMOUNT.test(minClaim ?? '')) throw new UsageError('The minimum claim is an amount, e.g. 1.00.');
    if (!/^\d{1,5}$/.test(cooldown ?? '')) throw new UsageError('The cool-down is a number of minutes.');
    if (mode !== 'auto' && mode !== 'manual') throw new UsageError('The payout mode is auto or manual.');
    return print(
      await rebates.setRules(
        {
          merchantCode,
          minClaim: minClaim!,
          cooldownMinutes: Number(cooldown),
          autoPay: mode === 'auto',
          rates: parseRateList(rates),
        },
        CLI_ACTOR,
      ),
    );
  }
  if (command === 'pay') {
    const [day] = rest;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day ?? '')) throw new UsageError('A brand day (YYYY-MM-DD) is required.');
    await rebates.payDay(merchantCode, day!).catch((error: unknown) => {
      if (error instanceof RangeError) throw new UsageError(`${day} has not closed.`);
      throw error;
    });
    line({ merchantCode, day, paid: true });
    return;
  }
  throw new UsageError('rewards rebate show|set|pay …');
}

/** `--name value` pairs after the positional words. */
function flagsOf(words: readonly string[]) {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.startsWith('--')) flags[w.slice(2)] = words[++i] ?? '';
    else positional.push(w);
  }
  return { positional, flags };
}

function reasonOf(flags: Record<string, string>) {
  if (!flags.reason?.trim()) throw new UsageError('A --reason is required (it goes into the audit).');
  return flags.reason.trim();
}

async function runBonusCommand(
  bonuses: Rewards['bonuses'],
  command: string | undefined,
  merchantCode: string,
  rest: readonly string[],
) {
  if (command === 'show') {
    const { withdrawalRule, templates } = await bonuses.operatorTemplates(merchantCode);
    line({ merchantCode, withdrawalRule });
    for (const t of templates) line(t);
    return;
  }
  if (command === 'set') {
    const [rule, source] = rest;
    if (rule !== 'block' && rule !== 'forfeit')
      throw new UsageError('The withdrawal rule is block or forfeit.');
    if (!source) throw new UsageError('A templates file (JSON list) or - for standard input is required.');
    let templates: unknown;
    try {
      templates = JSON.parse(readFileSync(source === '-' ? 0 : source, 'utf8'));
    } catch {
      throw new UsageError('The templates are not valid JSON.');
    }
    const saved = await bonuses.setTemplates(
      { merchantCode, withdrawalRule: rule, templates: templates as BonusTemplatesBody['templates'] },
      CLI_ACTOR,
    );
    line({ merchantCode, withdrawalRule: saved.withdrawalRule });
    for (const t of saved.templates) line(t);
    return;
  }
  if (command === 'list') {
    const [username] = rest;
    if (!username) throw new UsageError('A username is required.');
    for (const g of (await bonuses.operatorGrants(merchantCode, username)).list) line(g);
    return;
  }
  if (command === 'grant') {
    const { positional, flags } = flagsOf(rest);
    const [username, templateCode, amount] = positional;
    if (!username || !templateCode)
      throw new UsageError('rewards bonus grant <merchant> <username> <template> [amount]');
    if (amount !== undefined && !AMOUNT.test(amount)) throw new UsageError('The amount is like 88 or 88.50.');
    line(
      await bonuses.operatorGrant(
        {
          merchantCode,
          username,
          templateCode,
          ...(amount ? { amount } : {}),
          reason: reasonOf(flags),
          idempotencyKey: `cli-${randomUUID()}`,
        },
        CLI_ACTOR,
      ),
    );
    return;
  }
  throw new UsageError('rewards bonus show|set|list|grant|cancel|adjust …');
}

async function runBonusChange(
  bonuses: Rewards['bonuses'],
  command: 'cancel' | 'adjust',
  rest: readonly string[],
) {
  const { positional, flags } = flagsOf(rest);
  const grantId = Number(positional[0]);
  if (!Number.isSafeInteger(grantId) || grantId < 1) throw new UsageError('A grant id is required.');
  const reason = reasonOf(flags);
  if (command === 'cancel') return line(await bonuses.cancel(grantId, reason, CLI_ACTOR));
  if (flags.requirement !== undefined && !AMOUNT.test(flags.requirement))
    throw new UsageError('The requirement is an amount, e.g. 500.');
  const expires = flags.expires === undefined ? undefined : Date.parse(flags.expires);
  if (expires !== undefined && Number.isNaN(expires)) throw new UsageError('--expires is an ISO time.');
  line(
    await bonuses.adjust(
      {
        grantId,
        ...(flags.requirement !== undefined ? { requirement: flags.requirement } : {}),
        ...(expires !== undefined ? { expiresAt: expires } : {}),
        reason,
      },
      CLI_ACTOR,
    ),
  );
}

async function runCentreCommand(
  centre: Rewards['centre'],
  command: string | undefined,
  merchantCode: string,
  rest: readonly string[],
) {
  if (command === 'show') return line({ merchantCode, ...(await centre.operatorSettings(merchantCode)) });
  if (command === 'set') {
    const [signIn, register, percent, minLoss, max] = rest;
    const amounts = (signIn ?? '').split(',');
    if (amounts.length !== 7 || !amounts.every((a) => AMOUNT.test(a)))
      throw new UsageError('Seven sign-in amounts are required, e.g. 1,2,3,5,8,10,18.');
    for (const a of [register, minLoss, max])
      if (!AMOUNT.test(a ?? '')) throw new UsageError('Amounts are like 18 or 18.50.');
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent ?? ''))
      throw new UsageError('The rescue share is a percent, e.g. 5.');
    return line({
      merchantCode,
      ...(await centre.setSettings(
        {
          merchantCode,
          signInAmounts: amounts,
          registerAmount: register!,
          rescuePercent: Number(percent),
          rescueMinLoss: minLoss!,
          rescueMax: max!,
        },
        CLI_ACTOR,
      )),
    });
  }
  if (command === 'issue') {
    const { positional, flags } = flagsOf(rest);
    const [username, templateCode, amount, title] = positional;
    if (!username || !templateCode || !AMOUNT.test(amount ?? '') || !title)
      throw new UsageError('rewards centre issue <merchant> <username> <template> <amount> <title>');
    const days = Number(flags.days ?? 7);
    if (!Number.isInteger(days) || days < 1 || days > 90) throw new UsageError('--days is 1 to 90.');
    return line(
      await centre.issue(
        {
          merchantCode,
          username,
          templateCode,
          amount: amount!,
          title,
          expiresInDays: days,
          idempotencyKey: `cli-${randomUUID()}`,
          reason: reasonOf(flags),
        },
        CLI_ACTOR,
      ),
    );
  }
  throw new UsageError('rewards centre show|set|issue …');
}

/** "cash:8:25,none:0:20" → the wheel's segments (kind, amount, weight). */
export function parseSegments(raw: string | undefined) {
  return (raw ?? '').split(',').map((part) => {
    const m = /^(cash|bonus|none):(\d{1,12}(?:\.\d{1,2})?):(\d{1,5})$/.exec(part);
    if (!m) throw new UsageError(`Bad segment "${part}": kind:amount:weight with kind cash, bonus or none.`);
    return { kind: m[1] as 'cash' | 'bonus' | 'none', amount: m[2]!, weight: Number(m[3]) };
  });
}

async function runWheelCommand(
  wheel: Rewards['wheel'],
  command: string | undefined,
  merchantCode: string,
  rest: readonly string[],
) {
  if (command === 'show') return line(await wheel.operatorWheel(merchantCode));
  if (command === 'set') {
    const [state, deposit, days, segments] = rest;
    if ((state !== 'on' && state !== 'off') || !AMOUNT.test(deposit ?? '') || !/^\d{1,2}$/.test(days ?? ''))
      throw new UsageError('rewards wheel set <merchant> <on|off> <ticket deposit> <ticket days> <segments>');
    const body = {
      merchantCode,
      enabled: state === 'on',
      ticketDeposit: deposit!,
      ticketDays: Number(days),
      segments: parseSegments(segments),
    };
    const parsed = opsWheelSettingsSchema.safeParse(body);
    if (!parsed.success)
      throw new UsageError('A wheel has 4 to 12 segments, at least one with weight; days 1 to 90.');
    return line(await wheel.setWheel(body, CLI_ACTOR));
  }
  if (command === 'tickets') {
    const { positional, flags } = flagsOf(rest);
    const [username, count] = positional;
    if (!username || !/^\d{1,2}$/.test(count ?? '') || Number(count) < 1 || Number(count) > 20)
      throw new UsageError('rewards wheel tickets <merchant> <username> <count 1-20> --reason <text>');
    return line(
      await wheel.issueTickets(
        {
          merchantCode,
          username,
          count: Number(count),
          reason: reasonOf(flags),
          idempotencyKey: `cli-${randomUUID()}`,
        },
        CLI_ACTOR,
      ),
    );
  }
  throw new UsageError('rewards wheel show|set|tickets …');
}
