import { isTrialType } from '@jade/contract/account-types';
import type { RewardCentre, RewardCentreSettingsBody, RewardClaim, RewardItem } from '@jade/contract/rewards';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { brandDayOf, brandDayStart } from '../../platform/time/brand-periods';
import { minorToWire, parseWireAmount } from '../ledger/money';
import { writeAudit, type Actor } from '../operators/service';
import type { Bonuses } from './bonuses';
import type { RewardCentreRepository, RewardClaimRow } from './reward-centre-repository';
import {
  DEFAULT_REWARD_CENTRE,
  REWARD_TEMPLATES,
  birthdayWindow,
  rescueAmount,
  signInPlace,
  type RewardCentreRules,
} from './reward-centre-rules';

export interface RewardCentreDeps {
  db: Database;
  repo: RewardCentreRepository;
  bonuses: Pick<Bonuses, 'grantTemplate'>;
  /** A member's own bet figures over brand days (bet-facts roll-ups): the rescue fund's loss. */
  ownWinLoss(memberId: number, day: string): Promise<bigint>;
  members: {
    findMemberByUsername(
      merchantCode: string,
      username: string,
    ): Promise<{ id: number; merchantCode: string; type: number } | undefined>;
  };
  /**
   * The birthday bonus of a member's VIP level now (0: none), and whether any level of the brand has
   * one (no level: the centre does not list it); the birthday from the personal details.
   */
  birthdayBonus(member: Member): Promise<{ amount: bigint; anyLevel: boolean }>;
  birthdayOf(memberId: number): Promise<string | null>;
  /** The prize wheel's tickets (wheel.ts): unused ones, and today's deposit ticket. */
  tickets(member: Member): Promise<{
    enabled: boolean;
    tickets: number;
    firstExpiry: Date | null;
    required: bigint;
    deposited: bigint;
    earned: boolean;
  }>;
  merchant: (code: string) => Promise<{ currency: string; timeZone: string } | undefined>;
  now: () => number;
}

type Member = { id: number; merchantCode: string; type: number };
type Kind = RewardClaimRow['kind'];

const wire = (minor: bigint) => minorToWire(minor);
const HISTORY = 20;

/**
 * The reward centre (issue 15, decision R4): a daily sign-in on a 7-day cycle, a registration reward,
 * a rescue fund on the previous brand day's net loss, and rewards operators issue. Each is claimed
 * once per period (the unique claim row) and paid as a bonus with its template's wagering.
 */
export function createRewardCentre(deps: RewardCentreDeps) {
  const { db, repo, now } = deps;

  async function merchantOf(code: string) {
    const m = await deps.merchant(code);
    if (!m) throw new AppError('request_param_err', 400);
    return m;
  }

  async function rulesOf(merchantCode: string): Promise<RewardCentreRules> {
    const row = await repo.settingsOf(merchantCode);
    if (!row) return DEFAULT_REWARD_CENTRE;
    return {
      signInAmounts: row.signInAmounts.map((a) => BigInt(a)),
      registerAmount: row.registerAmount,
      rescueBps: row.rescueBps,
      rescueMinLoss: row.rescueMinLoss,
      rescueMax: row.rescueMax,
    };
  }

  /** The brand day before `day` (12 hours before its start is always in it). */
  const dayBefore = (day: string, zone: string) =>
    brandDayOf(brandDayStart(day, zone) - 12 * 3_600_000, zone);

  /** Everything the centre needs to know about a member now. */
  async function stateOf(member: Member) {
    const { timeZone } = await merchantOf(member.merchantCode);
    const today = brandDayOf(now(), timeZone);
    const yesterday = dayBefore(today, timeZone);
    const [rules, birthdayBonus, birthday, birthdayTemplate, tickets] = await Promise.all([
      rulesOf(member.merchantCode),
      deps.birthdayBonus(member),
      deps.birthdayOf(member.id),
      repo.templateActive(member.merchantCode, REWARD_TEMPLATES.birthday),
      deps.tickets(member),
    ]);
    const window = birthday ? birthdayWindow(birthday, today) : null;
    const birthdayPeriod = window?.open ? String(window.open.year) : null;
    const [claims, issued, loss] = await Promise.all([
      repo.claimsIn(
        member.id,
        ['signIn', 'register', 'rescue', 'birthday'],
        [today, yesterday, 'once', ...(birthdayPeriod ? [birthdayPeriod] : [])],
      ),
      repo.openIssued(member.id, new Date(now())),
      deps.ownWinLoss(member.id, yesterday).then((w) => -w),
    ]);
    const find = (kind: Kind, period: string) => claims.find((c) => c.kind === kind && c.period === period);
    const signedToday = find('signIn', today);
    const place = signedToday?.streakDay ?? signInPlace(find('signIn', yesterday)?.streakDay);
    return {
      today,
      yesterday,
      rules,
      issued,
      loss,
      signIn: { claim: signedToday, place, amount: rules.signInAmounts[place - 1] ?? 0n },
      register: { claim: find('register', 'once'), amount: rules.registerAmount },
      rescue: { claim: find('rescue', yesterday), amount: rescueAmount(rules, loss) },
      birthday: {
        listed: birthdayBonus.anyLevel && birthdayTemplate,
        period: birthdayPeriod,
        claim: birthdayPeriod ? find('birthday', birthdayPeriod) : undefined,
        amount: birthdayBonus.amount,
        day: window?.next ?? null,
        claimUntil: window?.open ? brandDayStart(window.open.lastDay, timeZone) + 86_400_000 : null,
      },
      tickets,
      dayEnd: brandDayStart(brandDayOf(brandDayStart(today, timeZone) + 36 * 3_600_000, timeZone), timeZone),
    };
  }
  type State = Awaited<ReturnType<typeof stateOf>>;

  const stateOfReward = (claim: RewardClaimRow | undefined, amount: bigint) =>
    claim ? 'claimed' : amount > 0n ? 'claimable' : 'unavailable';
  /** The birthday bonus is claimable only while its window is open (its period). */
  const birthdayState = (b: State['birthday']) =>
    b.period ? stateOfReward(b.claim, b.amount) : ('unavailable' as const);

  function countOf(s: State): number {
    return (
      [
        stateOfReward(s.signIn.claim, s.signIn.amount),
        stateOfReward(s.register.claim, s.register.amount),
        stateOfReward(s.rescue.claim, s.rescue.amount),
        s.birthday.listed ? birthdayState(s.birthday) : 'unavailable',
      ].filter((x) => x === 'claimable').length +
      s.issued.length +
      (s.tickets.enabled && s.tickets.tickets > 0 ? 1 : 0)
    );
  }

  async function claimed(member: Member, kind: Kind, period: string, idempotencyKey: string) {
    const row = await repo.claimOf(db, member.id, kind, period);
    if (row?.status === 'claimed' && row.idempotencyKey === idempotencyKey && row.grantId !== null)
      return row;
    throw new AppError('reward.already.claimed', 409);
  }

  async function answer(member: Member, row: RewardClaimRow): Promise<RewardClaim> {
    return {
      kind: row.kind,
      amount: wire(row.amount),
      bonusId: row.grantId ?? 0,
      rewardCount: countOf(await stateOf(member)),
    };
  }

  /** Claims a computed reward (sign-in, registration, rescue) once per period, as a bonus. */
  async function claimOwn(
    member: Member,
    kind: Exclude<Kind, 'issued'>,
    input: { period: string; amount: bigint; streakDay?: number },
    idempotencyKey: string,
  ): Promise<RewardClaimRow> {
    const { currency } = await merchantOf(member.merchantCode);
    const at = new Date(now());
    const row = await db.transaction(async (tx) => {
      const inserted = await repo.insertClaim(tx, {
        merchantCode: member.merchantCode,
        memberId: member.id,
        kind,
        period: input.period,
        status: 'claimed',
        amount: input.amount,
        templateCode: REWARD_TEMPLATES[kind],
        streakDay: input.streakDay ?? null,
        idempotencyKey,
        createdAt: at,
        claimedAt: at,
      });
      if (!inserted) return undefined;
      const grant = await deps.bonuses.grantTemplate(tx, {
        member,
        templateCode: REWARD_TEMPLATES[kind],
        currency,
        amount: input.amount,
        sourceKey: `reward:${kind}:${input.period}:${member.id}`,
        actor: { kind: 'system', id: 'rewards-centre' },
      });
      if (!grant) throw new AppError('reward.already.claimed', 409);
      await repo.setGrant(tx, inserted.id, grant.id);
      return { ...inserted, grantId: grant.id };
    });
    return row ?? claimed(member, kind, input.period, idempotencyKey);
  }

  /** Claims an issued reward, once, before it expires. */
  async function claimIssued(member: Member, id: number, idempotencyKey: string): Promise<RewardClaimRow> {
    const { currency } = await merchantOf(member.merchantCode);
    return db.transaction(async (tx) => {
      const row = await repo.lockIssued(tx, member.id, id);
      if (!row) throw new AppError('reward.not.available', 400);
      if (row.status === 'claimed') {
        if (row.idempotencyKey === idempotencyKey) return row;
        throw new AppError('reward.already.claimed', 409);
      }
      const at = new Date(now());
      if (row.claimUntil && row.claimUntil < at) throw new AppError('reward.not.available', 400);
      const grant = await deps.bonuses.grantTemplate(tx, {
        member,
        templateCode: row.templateCode,
        currency,
        amount: row.amount,
        sourceKey: `reward:issued:${row.id}`,
        actor: { kind: 'system', id: 'rewards-centre' },
      });
      if (!grant) throw new AppError('reward.already.claimed', 409);
      await repo.markClaimed(tx, row.id, { grantId: grant.id, idempotencyKey, claimedAt: at });
      return { ...row, status: 'claimed', grantId: grant.id, idempotencyKey, claimedAt: at };
    });
  }

  return {
    /** The header's badge: how many rewards may be claimed now (0 for a trial account). */
    async count(member: Member): Promise<number> {
      if (isTrialType(member.type)) return 0;
      return countOf(await stateOf(member));
    },

    /** `MCSFE_getAvailablePromotions`: the centre's rewards now and the last claims. */
    async centre(member: Member): Promise<RewardCentre> {
      if (isTrialType(member.type)) return { list: [], rewardCount: 0, history: [] };
      const s = await stateOf(member);
      const multiples = await repo.multiples(member.merchantCode, [
        ...Object.values(REWARD_TEMPLATES),
        ...s.issued.map((i) => i.templateCode),
      ]);
      const multiple = (code: string) => (multiples.get(code) ?? 0) / 100;
      const base = { title: null, streak: null, rescue: null, birthday: null, ticket: null } as const;
      const list: RewardItem[] = [
        {
          ...base,
          key: 'signIn',
          kind: 'signIn',
          amount: wire(s.signIn.claim?.amount ?? s.signIn.amount),
          state: stateOfReward(s.signIn.claim, s.signIn.amount),
          claimUntil: s.dayEnd,
          streak: { day: s.signIn.place, amounts: s.rules.signInAmounts.map(wire) },
          multiple: multiple(REWARD_TEMPLATES.signIn),
        },
        {
          ...base,
          key: 'register',
          kind: 'register',
          amount: wire(s.register.claim?.amount ?? s.register.amount),
          state: stateOfReward(s.register.claim, s.register.amount),
          claimUntil: null,
          multiple: multiple(REWARD_TEMPLATES.register),
        },
        {
          ...base,
          key: 'rescue',
          kind: 'rescue',
          amount: wire(s.rescue.claim?.amount ?? s.rescue.amount),
          state: stateOfReward(s.rescue.claim, s.rescue.amount),
          claimUntil: s.dayEnd,
          rescue: {
            day: s.yesterday,
            loss: wire(s.loss > 0n ? s.loss : 0n),
            minLoss: wire(s.rules.rescueMinLoss),
            percent: s.rules.rescueBps / 100,
          },
          multiple: multiple(REWARD_TEMPLATES.rescue),
        },
        ...(s.birthday.listed
          ? [
              {
                ...base,
                key: 'birthday',
                kind: 'birthday',
                amount: wire(s.birthday.claim?.amount ?? s.birthday.amount),
                state: birthdayState(s.birthday),
                claimUntil: s.birthday.claimUntil,
                birthday: { day: s.birthday.day },
                multiple: multiple(REWARD_TEMPLATES.birthday),
              } satisfies RewardItem,
            ]
          : []),
        ...(s.tickets.enabled
          ? [
              {
                ...base,
                key: 'ticket',
                kind: 'ticket',
                amount: 0,
                state: s.tickets.tickets > 0 ? 'claimable' : 'unavailable',
                claimUntil: s.tickets.firstExpiry?.getTime() ?? null,
                ticket: {
                  tickets: s.tickets.tickets,
                  required: wire(s.tickets.required),
                  deposited: wire(s.tickets.deposited),
                  earned: s.tickets.earned,
                },
                multiple: 0,
              } satisfies RewardItem,
            ]
          : []),
        ...s.issued.map((i): RewardItem => ({
          ...base,
          key: `issued:${i.id}`,
          kind: 'issued',
          title: i.title,
          amount: wire(i.amount),
          state: 'claimable',
          claimUntil: i.claimUntil?.getTime() ?? null,
          multiple: multiple(i.templateCode),
        })),
      ];
      const history = (await repo.history(member.id, HISTORY)).map((h) => ({
        id: h.id,
        kind: h.kind,
        title: h.title,
        amount: wire(h.amount),
        period: h.kind === 'issued' ? String(h.id) : h.period,
        claimedAt: (h.claimedAt ?? h.createdAt).getTime(),
      }));
      return { list, rewardCount: countOf(s), history };
    },

    /** Claims one reward as a bonus; a retry with the same key answers the same claim. */
    async claim(member: Member, key: string, idempotencyKey: string): Promise<RewardClaim> {
      if (isTrialType(member.type)) throw new AppError('in_need_true_account', 403);
      if (key.startsWith('issued:'))
        return answer(member, await claimIssued(member, Number(key.slice(7)), idempotencyKey));
      const s = await stateOf(member);
      const kind = key as Exclude<Kind, 'issued'>;
      const period =
        kind === 'signIn'
          ? s.today
          : kind === 'rescue'
            ? s.yesterday
            : kind === 'birthday'
              ? s.birthday.period
              : 'once';
      const own = s[kind];
      if (own.claim && period) return answer(member, await claimed(member, kind, period, idempotencyKey));
      if (own.amount <= 0n || !period) throw new AppError('reward.not.available', 400);
      const row = await claimOwn(
        member,
        kind,
        { period, amount: own.amount, ...(kind === 'signIn' ? { streakDay: s.signIn.place } : {}) },
        idempotencyKey,
      );
      return answer(member, row);
    },

    // -------------------------------------------------------------------------------- operators

    async operatorSettings(merchantCode: string) {
      await merchantOf(merchantCode);
      const r = await rulesOf(merchantCode);
      return {
        signInAmounts: r.signInAmounts.map(wire),
        registerAmount: wire(r.registerAmount),
        rescuePercent: r.rescueBps / 100,
        rescueMinLoss: wire(r.rescueMinLoss),
        rescueMax: wire(r.rescueMax),
      };
    },

    async setSettings(body: RewardCentreSettingsBody, actor: Actor) {
      await merchantOf(body.merchantCode);
      const amount = (value: unknown, field: string) => {
        const parsed = parseWireAmount(value as string | number);
        if (parsed.ok) return parsed.minor;
        if (parsed.reason === 'zero') return 0n;
        throw new AppError('request_param_err', 400, { field });
      };
      const before = await this.operatorSettings(body.merchantCode);
      const row = {
        merchantCode: body.merchantCode,
        signInAmounts: body.signInAmounts.map((a, i) => amount(a, `signInAmounts.${i}`).toString()),
        registerAmount: amount(body.registerAmount, 'registerAmount'),
        rescueBps: Math.round(Number(body.rescuePercent) * 100),
        rescueMinLoss: amount(body.rescueMinLoss, 'rescueMinLoss'),
        rescueMax: amount(body.rescueMax, 'rescueMax'),
        updatedAt: new Date(now()),
      };
      await db.transaction(async (tx) => {
        await repo.saveSettings(tx, row);
        await writeAudit(
          tx,
          actor,
          {
            action: 'rewards.centre.settings',
            targetType: 'merchant',
            targetId: body.merchantCode,
            before,
            after: {
              signInAmounts: row.signInAmounts.map((a) => wire(BigInt(a))),
              registerAmount: wire(row.registerAmount),
              rescuePercent: row.rescueBps / 100,
              rescueMinLoss: wire(row.rescueMinLoss),
              rescueMax: wire(row.rescueMax),
            },
          },
          new Date(now()),
        );
      });
      return this.operatorSettings(body.merchantCode);
    },

    /** An operator issues a reward to a member (claimable until it expires), audited. */
    async issue(
      body: {
        merchantCode: string;
        username: string;
        templateCode: string;
        amount: unknown;
        title: string;
        expiresInDays: number;
        reason: string;
        idempotencyKey: string;
      },
      actor: Actor,
    ) {
      await merchantOf(body.merchantCode);
      const member = await deps.members.findMemberByUsername(body.merchantCode, body.username);
      if (!member || isTrialType(member.type))
        throw new AppError('request_param_err', 400, { field: 'username' });
      const multiples = await repo.multiples(body.merchantCode, [body.templateCode]);
      if (!multiples.has(body.templateCode)) throw new AppError('bonus.not.found', 404);
      const parsed = parseWireAmount(body.amount as string | number);
      if (!parsed.ok) throw new AppError('request_param_err', 400, { field: 'amount' });
      const at = new Date(now());
      const claimUntil = new Date(at.getTime() + body.expiresInDays * 86_400_000);
      return db.transaction(async (tx) => {
        const row = await repo.insertClaim(tx, {
          merchantCode: body.merchantCode,
          memberId: member.id,
          kind: 'issued',
          period: `issue:${body.idempotencyKey}`,
          status: 'claimable',
          amount: parsed.minor,
          templateCode: body.templateCode,
          title: body.title,
          claimUntil,
          createdAt: at,
        });
        if (!row) {
          // The same key again: the reward issued then, if it is the same one.
          const earlier = await repo.claimOf(tx, member.id, 'issued', `issue:${body.idempotencyKey}`);
          if (!earlier || earlier.amount !== parsed.minor || earlier.templateCode !== body.templateCode)
            throw new AppError('idempotency.conflict', 409);
          return { id: earlier.id, memberId: member.id, claimUntil: earlier.claimUntil?.getTime() ?? 0 };
        }
        await writeAudit(
          tx,
          actor,
          {
            action: 'rewards.centre.issue',
            targetType: 'member',
            targetId: String(member.id),
            before: null,
            after: {
              id: row.id,
              amount: wire(parsed.minor),
              templateCode: body.templateCode,
              title: body.title,
            },
            reason: body.reason,
          },
          at,
        );
        return { id: row.id, memberId: member.id, claimUntil: claimUntil.getTime() };
      });
    },
  };
}

export type RewardCentreService = ReturnType<typeof createRewardCentre>;
