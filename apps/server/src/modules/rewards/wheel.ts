import { randomInt } from 'node:crypto';
import { isTrialType } from '@jade/contract/account-types';
import type { OpsWheel, OpsWheelSettingsBody, Wheel, WheelSpinResult } from '@jade/contract/prize-wheel';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { brandDayOf, brandDayStart } from '../../platform/time/brand-periods';
import type { LedgerService } from '../ledger/ledger-service';
import { minorToWire, parseWireAmount } from '../ledger/money';
import { writeAudit, type Actor } from '../operators/service';
import type { Bonuses } from './bonuses';
import type { WheelRepository, WheelSpinRow } from './wheel-repository';
import { drawSegment } from './wheel-rules';
import type { StoredSegment } from './wheel-tables';

/** The bonus template a bonus prize is granted with (its wagering and expiry). */
export const WHEEL_TEMPLATE = 'wheel';
const DAY_MS = 86_400_000;
const SPINS_SHOWN = 10;

type Member = { id: number; merchantCode: string; type: number };

export interface WheelDeps {
  db: Database;
  repo: WheelRepository;
  ledger: Pick<LedgerService, 'transfer'>;
  bonuses: Pick<Bonuses, 'grantTemplate'>;
  /** Credited deposits of a member between two instants (payments). */
  depositTotal(memberId: number, start: Date, end: Date): Promise<bigint>;
  members: {
    findMemberByUsername(
      merchantCode: string,
      username: string,
    ): Promise<{ id: number; merchantCode: string; type: number } | undefined>;
  };
  merchant: (code: string) => Promise<{ currency: string; timeZone: string } | undefined>;
  now: () => number;
  /** An integer in [0, max): a CSPRNG unless a test draws. */
  random?: (max: number) => number;
}

const wire = (minor: bigint) => minorToWire(minor);

/**
 * The prize wheel (decision R9): tickets earned by a brand day's deposits or issued by operators,
 * each spent by one spin whose segment the server draws by weight and whose prize it pays once
 * (cash through the ledger, or a bonus with the `wheel` template's wagering).
 */
export function createWheel(deps: WheelDeps) {
  const { db, repo, now } = deps;
  const random = deps.random ?? ((max: number) => randomInt(max));

  async function merchantOf(code: string) {
    const m = await deps.merchant(code);
    if (!m) throw new AppError('request_param_err', 400, { field: 'merchantCode' });
    return m;
  }

  /** Today's brand day of a merchant and its bounds. */
  async function todayOf(merchantCode: string) {
    const { timeZone } = await merchantOf(merchantCode);
    const day = brandDayOf(now(), timeZone);
    const start = brandDayStart(day, timeZone);
    const next = brandDayStart(brandDayOf(start + 36 * 3_600_000, timeZone), timeZone);
    return { day, start: new Date(start), end: new Date(next) };
  }

  /**
   * Today's deposit ticket: issued the first time the member's credited deposits of the brand day are
   * seen to reach the brand's amount (reading the wheel, the reward centre or spinning); once a day.
   */
  async function depositTicket(member: Member) {
    const settings = await repo.settings(member.merchantCode);
    const today = await todayOf(member.merchantCode);
    const required = settings?.enabled ? settings.ticketDeposit : 0n;
    const sourceKey = `wheel:deposit:${today.day}:${member.id}`;
    if (!settings || required <= 0n || isTrialType(member.type))
      return { settings, required, deposited: 0n, earned: false };
    const deposited = await deps.depositTotal(member.id, today.start, today.end);
    let earned = await repo.hasTicket(sourceKey);
    if (!earned && deposited >= required) {
      const at = new Date(now());
      await repo.insertTickets(db, [
        {
          merchantCode: member.merchantCode,
          memberId: member.id,
          source: 'deposit',
          sourceKey,
          status: 'unused',
          expiresAt: new Date(at.getTime() + settings.ticketDays * DAY_MS),
          createdAt: at,
        },
      ]);
      earned = true;
    }
    return { settings, required, deposited, earned };
  }

  function spinView(row: WheelSpinRow) {
    return {
      id: row.id,
      segment: row.segment,
      kind: row.kind,
      amount: wire(row.amount),
      createdAt: row.createdAt.getTime(),
    };
  }

  async function spinAnswer(member: Member, row: WheelSpinRow): Promise<WheelSpinResult> {
    const open = await repo.openTickets(member.id, new Date(now()));
    return { ...spinView(row), tickets: open.count, bonusId: row.bonusId };
  }

  function opsView(merchantCode: string, row: Awaited<ReturnType<WheelRepository['settings']>>): OpsWheel {
    return {
      merchantCode,
      enabled: row?.enabled ?? false,
      ticketDeposit: wire(row?.ticketDeposit ?? 0n),
      ticketDays: row?.ticketDays ?? 7,
      segments: (row?.segments ?? []).map((s) => ({
        kind: s.kind,
        amount: wire(BigInt(s.amount)),
        weight: s.weight,
      })),
    };
  }

  return {
    /** The wheel as the player sees it (no weights: the odds are the operator's). */
    async wheel(member: Member): Promise<Wheel> {
      const { settings, required, deposited, earned } = await depositTicket(member);
      const open = await repo.openTickets(member.id, new Date(now()));
      const enabled = Boolean(settings?.enabled) && !isTrialType(member.type);
      return {
        enabled,
        segments: (settings?.segments ?? []).map((s) => ({ kind: s.kind, amount: wire(BigInt(s.amount)) })),
        tickets: enabled ? open.count : 0,
        nextExpiry: enabled ? (open.firstExpiry?.getTime() ?? null) : null,
        ticketDeposit: wire(required),
        depositedToday: wire(deposited),
        earnedToday: earned,
        spins: (await repo.lastSpins(member.id, SPINS_SHOWN)).map(spinView),
      };
    },

    /** Unused tickets now (the reward centre's ticket item). */
    async ticketState(member: Member) {
      const { settings, required, deposited, earned } = await depositTicket(member);
      const open = await repo.openTickets(member.id, new Date(now()));
      return {
        enabled: Boolean(settings?.enabled),
        tickets: open.count,
        firstExpiry: open.firstExpiry,
        required,
        deposited,
        earned,
      };
    },

    /** Spends one ticket; the same key answers the same spin, whatever happened in between. */
    async spin(member: Member, idempotencyKey: string): Promise<WheelSpinResult> {
      if (isTrialType(member.type)) throw new AppError('in_need_true_account', 403);
      const earlier = await repo.spinByKey(member.id, idempotencyKey);
      if (earlier) return spinAnswer(member, earlier);
      const { settings } = await depositTicket(member);
      if (!settings?.enabled || settings.segments.length === 0) throw new AppError('wheel.disabled', 400);
      const { currency } = await merchantOf(member.merchantCode);
      const segments: StoredSegment[] = settings.segments;
      try {
        const row = await db.transaction(async (tx) => {
          const at = new Date(now());
          const ticket = await repo.takeTicket(tx, member.id, at);
          if (!ticket) throw new AppError('wheel.no.ticket', 409);
          const segment = drawSegment(
            segments.map((s) => s.weight),
            random,
          );
          const prize = segments[segment]!;
          const amount = prize.kind === 'none' ? 0n : BigInt(prize.amount);
          // Rule, ticket (the period of a spin) and beneficiary: a ticket pays once.
          const sourceKey = `wheel:spin:${ticket.id}:${member.id}`;
          let transferId: number | null = null;
          let bonusId: number | null = null;
          if (prize.kind === 'cash' && amount > 0n) {
            const transfer = await deps.ledger.transfer(
              {
                merchantCode: member.merchantCode,
                idempotencyKey: sourceKey,
                type: 'bonus',
                debit: { kind: 'house', house: 'bonuses', currency },
                credit: { kind: 'member', memberId: member.id, currency },
                amount,
                reference: `wheel-ticket:${ticket.id}`,
                actor: { kind: 'member', id: String(member.id) },
                metadata: { rule: 'wheel', segment, ticketId: ticket.id },
              },
              tx,
            );
            transferId = transfer.transferId;
          } else if (prize.kind === 'bonus' && amount > 0n) {
            const grant = await deps.bonuses.grantTemplate(tx, {
              member,
              templateCode: WHEEL_TEMPLATE,
              currency,
              amount,
              sourceKey,
              actor: { kind: 'system', id: 'rewards-wheel' },
            });
            bonusId = grant?.id ?? null;
          }
          await repo.useTicket(tx, ticket.id, at);
          return repo.insertSpin(tx, {
            merchantCode: member.merchantCode,
            memberId: member.id,
            ticketId: ticket.id,
            segment,
            kind: prize.kind,
            amount,
            transferId,
            bonusId,
            idempotencyKey,
            createdAt: at,
          });
        });
        return spinAnswer(member, row);
      } catch (error) {
        // The same key sent twice at once: the first spin stands, the second answers it.
        if (isUniqueViolation(error, 'wheel_spins_key_uq')) {
          const spun = await repo.spinByKey(member.id, idempotencyKey);
          if (spun) return spinAnswer(member, spun);
        }
        throw error;
      }
    },

    // ---------------------------------------------------------------------------------- operators

    async operatorWheel(merchantCode: string): Promise<OpsWheel> {
      await merchantOf(merchantCode);
      return opsView(merchantCode, await repo.settings(merchantCode));
    },

    async setWheel(body: OpsWheelSettingsBody, actor: Actor): Promise<OpsWheel> {
      await merchantOf(body.merchantCode);
      const minor = (value: unknown, field: string) => {
        const parsed = parseWireAmount(value as string | number);
        if (parsed.ok) return parsed.minor;
        if (parsed.reason === 'zero') return 0n;
        throw new AppError('request_param_err', 400, { field });
      };
      const segments: StoredSegment[] = body.segments.map((s, i) => {
        const amount = minor(s.amount, `segments.${i}.amount`);
        if ((s.kind === 'none') !== (amount === 0n))
          throw new AppError('request_param_err', 400, { field: `segments.${i}.amount` });
        return { kind: s.kind, amount: amount.toString(), weight: Number(s.weight) };
      });
      const row = {
        merchantCode: body.merchantCode,
        enabled: body.enabled,
        ticketDeposit: minor(body.ticketDeposit, 'ticketDeposit'),
        ticketDays: Number(body.ticketDays),
        segments,
        updatedAt: new Date(now()),
      };
      const before = await this.operatorWheel(body.merchantCode);
      await db.transaction(async (tx) => {
        await repo.saveSettings(tx, row);
        await writeAudit(
          tx,
          actor,
          {
            action: 'rewards.wheel.settings',
            targetType: 'merchant',
            targetId: body.merchantCode,
            before,
            after: opsView(body.merchantCode, row),
          },
          row.updatedAt,
        );
      });
      return this.operatorWheel(body.merchantCode);
    },

    /** Issues `count` tickets under the key (a retry issues none), audited. */
    async issueTickets(
      body: { merchantCode: string; username: string; count: number; reason: string; idempotencyKey: string },
      actor: Actor,
    ) {
      await merchantOf(body.merchantCode);
      const member = await deps.members.findMemberByUsername(body.merchantCode, body.username);
      if (!member || isTrialType(member.type))
        throw new AppError('request_param_err', 400, { field: 'username' });
      const settings = await repo.settings(body.merchantCode);
      const at = new Date(now());
      const expiresAt = new Date(at.getTime() + (settings?.ticketDays ?? 7) * DAY_MS);
      const issued = await db.transaction(async (tx) => {
        const n = await repo.insertTickets(
          tx,
          Array.from({ length: body.count }, (_, i) => ({
            merchantCode: body.merchantCode,
            memberId: member.id,
            source: 'operator' as const,
            sourceKey: `wheel:issue:${body.idempotencyKey}:${i}`,
            status: 'unused' as const,
            expiresAt,
            createdAt: at,
          })),
        );
        if (n > 0)
          await writeAudit(
            tx,
            actor,
            {
              action: 'rewards.wheel.tickets',
              targetType: 'member',
              targetId: String(member.id),
              before: null,
              after: { count: n, expiresAt: expiresAt.toISOString() },
              reason: body.reason,
            },
            at,
          );
        return n;
      });
      return { memberId: member.id, issued };
    },
  };
}

export type WheelService = ReturnType<typeof createWheel>;
