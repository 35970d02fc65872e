import { isAgentType } from '@jade/contract/account-types';
import { spanDays, type ReportSpan } from '@jade/contract/agent-reports';
import {
  CONTRACT_KINDS,
  CONTRACT_MODULES,
  MAX_RATE_BPS,
  type ContractAction,
  type ContractKind,
  type ContractOverviewValue,
  type ContractTierInput,
  type ContractValue,
  type IncomeValue,
  type SettlementRecord,
  type SettlementRecordList,
} from '@jade/contract/agent-contracts';
import type { ModuleId } from '@jade/contract/module-ids';
import type { ConsolidatedValue } from '@jade/contract/wallet';
import { AppError, NotFoundError } from '../../platform/errors';
import { writeAudit, type Actor } from '../operators/audit-log';
import type { Database } from '../../platform/db/client';
import type { DownlineTree } from '../accounts';
import type { AccountsRepository, MemberRow } from '../accounts/repository';
import { minorToWire, parseWireAmount } from '../ledger/money';
import {
  awaits,
  checkTiers,
  ContractRuleError,
  maxRate,
  periodOfKind,
  transition,
  type ContractRole,
  type Tier,
} from './contracts-rules';
import type { ContractRow, ContractsRepository, SettlementRow } from './contracts-repository';
import { brandDayOf, brandDayStart } from '../../platform/time/brand-periods';

/** How contracts are paid and settled; AGENT_* environment variables (docs/operations.md). */
export interface ContractsSettings {
  /**
   * upline: each contract is paid by the upline that gave it, a top-level agent's by the house;
   * house: the house pays every contract.
   */
  payer: 'upline' | 'house';
  /** The dividend period of every brand. */
  dividendPeriod: 'halfMonth' | 'month';
  /** How long after a period ends its settlement starts (the roll-ups are current within a minute). */
  settleLagMs: number;
}

export const DEFAULT_CONTRACTS_SETTINGS: ContractsSettings = {
  payer: 'upline',
  dividendPeriod: 'halfMonth',
  settleLagMs: 90_000,
};

export type ContractMembersPort = Pick<AccountsRepository, 'findMemberById' | 'findMemberByUsername'> &
  Pick<DownlineTree, 'downlineMembers'>;

export interface ContractsDeps {
  db: Database;
  repo: ContractsRepository;
  members: ContractMembersPort;
  /** Whether a module switch is on for a merchant (the brand's whitelabel tree). */
  moduleEnabled: (merchantCode: string, module: ModuleId) => Promise<boolean>;
  /** The merchant's time zone (brand days). */
  timeZoneOf: (merchantCode: string) => Promise<string>;
  settings: ContractsSettings;
  now?: () => number;
}

type Party = { id: number; account: string; nickname: string };

const ruleError = (error: unknown): never => {
  // The limit also travels in `value`, for clients that fill the catalogue's {0} themselves.
  if (error instanceof ContractRuleError)
    throw new AppError(
      error.code,
      400,
      error.args.length > 0 ? { limit: error.args[0] } : undefined,
      error.args,
    );
  throw error;
};

/** Tiers as stored (threshold in minor units as text). */
export function storedTiers(tiers: readonly Tier[]) {
  return tiers.map((t) => ({
    threshold: t.threshold.toString(),
    minActive: t.minActive,
    rateBps: t.rateBps,
  }));
}
export function tiersOf(row: Pick<ContractRow, 'tiers'>): Tier[] {
  return row.tiers.map((t) => ({
    threshold: BigInt(t.threshold),
    minActive: t.minActive,
    rateBps: t.rateBps,
  }));
}

/** Wire tiers to minor units; a bad amount is `contract.tiers.invalid`. */
export function parseTiers(tiers: readonly ContractTierInput[]): Tier[] {
  return tiers.map((t) => {
    const parsed = parseWireAmount(t.threshold);
    const threshold = parsed.ok ? parsed.minor : parsed.reason === 'zero' ? 0n : undefined;
    if (threshold === undefined) throw new AppError('contract.tiers.invalid', 400);
    return { threshold, minActive: Number(t.minActive), rateBps: Number(t.rateBps) };
  });
}

export function createContractsService(deps: ContractsDeps) {
  const { db, repo, members, settings } = deps;
  const now = deps.now ?? Date.now;

  const partyOf = (m: MemberRow | undefined): Party =>
    m ? { id: m.id, account: m.username, nickname: m.nickname } : { id: 0, account: '?', nickname: '' };

  async function membersByIds(ids: readonly number[]): Promise<Map<number, MemberRow>> {
    const found = await Promise.all([...new Set(ids)].map((id) => members.findMemberById(id)));
    return new Map(found.filter((m): m is MemberRow => m !== undefined).map((m) => [m.id, m]));
  }

  async function partiesOf(rows: readonly ContractRow[]): Promise<Map<number, MemberRow>> {
    return membersByIds(rows.flatMap((r) => (r.uplineId ? [r.uplineId, r.downlineId] : [r.downlineId])));
  }

  function toValue(row: ContractRow, people: Map<number, MemberRow>): ContractValue {
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      period: row.period,
      upline: row.uplineId ? partyOf(people.get(row.uplineId)) : null,
      downline: partyOf(people.get(row.downlineId)),
      tiers: tiersOf(row).map((t) => ({
        threshold: minorToWire(t.threshold),
        minActive: t.minActive,
        rateBps: t.rateBps,
      })),
      maxRateBps: row.maxRateBps,
      createdAt: row.createdAt.getTime(),
      acceptedAt: row.acceptedAt?.getTime() ?? null,
      closedAt: row.closedAt?.getTime() ?? null,
      terminationBy: row.terminationBy ?? null,
      closeReason: row.closeReason ?? null,
    };
  }

  async function values(rows: ContractRow[]): Promise<ContractValue[]> {
    const people = await partiesOf(rows);
    return rows.map((r) => toValue(r, people));
  }

  async function requireKind(merchantCode: string, kind: ContractKind): Promise<void> {
    if (!(await deps.moduleEnabled(merchantCode, CONTRACT_MODULES[kind])))
      throw new AppError('function.not.available', 400);
  }

  const roleOf = (row: ContractRow, memberId: number): ContractRole | undefined =>
    row.downlineId === memberId ? 'downline' : row.uplineId === memberId ? 'upline' : undefined;

  /** The highest rate `agentId` may give downlines of a kind: their own contract's top rate. */
  async function capOf(agentId: number, kind: ContractKind): Promise<number> {
    const own = await repo.liveContract(db, agentId, kind);
    return own ? own.maxRateBps : 0;
  }

  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

  /** Ends a contract or an offer now (a pending termination request goes with it). */
  const closeContract = (
    tx: Tx,
    id: number,
    closeReason: 'upline_rate' | 'replaced' | 'operator',
    at: Date,
  ) =>
    repo.updateContract(tx, id, {
      status: 'closed',
      closeReason,
      closedAt: at,
      updatedAt: at,
      terminationBy: null,
    });

  /** Closes an upline's downline contracts (and offers) above `newMax` (spec §4). */
  async function endHigher(tx: Tx, uplineId: number, kind: ContractKind, newMax: number, at: Date) {
    const given = await repo.contractsGivenBy(tx, uplineId, kind);
    const ended: number[] = [];
    for (const c of given) {
      if (c.maxRateBps <= newMax) continue;
      await closeContract(tx, c.id, 'upline_rate', at);
      ended.push(c.id);
    }
    return ended;
  }

  const service = {
    settings,

    /** The contract screen of one kind for an agent (the `process…` calls). */
    async overview(member: MemberRow, kind: ContractKind): Promise<ContractOverviewValue> {
      const rows = await repo.openContractsOf(member.id, [kind]);
      const direct = await members.downlineMembers(member.id, {
        merchantCode: member.merchantCode,
        scope: 'direct',
      });
      const downlines = direct.rows.filter((d) => isAgentType(d.type));
      const given = rows.filter((r) => r.uplineId === member.id);
      const all = await values(rows);
      const byId = new Map(all.map((v) => [v.id, v]));
      const own = rows.find((r) => r.downlineId === member.id && r.status !== 'applying');
      const requests = rows.filter((r) => {
        const role = roleOf(r, member.id);
        return (
          role !== undefined &&
          awaits(
            { status: r.status, terminationBy: r.terminationBy ?? null, hasUpline: r.uplineId !== null },
            role,
          )
        );
      });
      return {
        kind,
        period: periodOfKind(kind, settings.dividendPeriod),
        own: own ? byId.get(own.id)! : null,
        requests: requests.map((r) => byId.get(r.id)!),
        capRateBps: own ? own.maxRateBps : 0,
        downlines: downlines.map((d) => {
          // The contract in force, else the offer under way.
          const mine = given.filter((g) => g.downlineId === d.id);
          const pick = mine.find((g) => g.status !== 'applying') ?? mine[0];
          return {
            id: d.id,
            account: d.username,
            nickname: d.username,
            contract: pick ? byId.get(pick.id)! : null,
          };
        }),
      };
    },

    /** An upline offers a contract to a direct downline agent (applying). */
    async offer(
      member: MemberRow,
      body: {
        kind: ContractKind;
        downlineId: number;
        tiers: ContractTierInput[];
      },
    ): Promise<ContractValue> {
      await requireKind(member.merchantCode, body.kind);
      const downline = await members.findMemberById(body.downlineId);
      if (
        !downline ||
        downline.parentId !== member.id ||
        downline.merchantCode !== member.merchantCode ||
        !isAgentType(downline.type)
      )
        throw new AppError('contract.not.direct.downline', 400);
      const cap = await capOf(member.id, body.kind);
      let tiers: Tier[] = [];
      try {
        tiers = checkTiers(body.kind, parseTiers(body.tiers), cap, true);
      } catch (error) {
        ruleError(error);
      }
      const at = new Date(now());
      const row = await db
        .transaction(async (tx) => {
          if (await repo.openOffer(tx, downline.id, body.kind))
            throw new AppError('contract.offer.pending', 409);
          return repo.insertContract(tx, {
            merchantCode: member.merchantCode,
            kind: body.kind,
            period: periodOfKind(body.kind, settings.dividendPeriod),
            uplineId: member.id,
            downlineId: downline.id,
            status: 'applying',
            tiers: storedTiers(tiers),
            maxRateBps: maxRate(tiers),
            createdBy: `member:${member.id}`,
            createdAt: at,
            updatedAt: at,
          });
        })
        .catch((error: unknown) => {
          if (
            error instanceof Error &&
            /agent_contracts_offer_uq/.test(String((error as { cause?: unknown }).cause ?? error.message))
          )
            throw new AppError('contract.offer.pending', 409);
          throw error;
        });
      return (await values([row]))[0]!;
    },

    /** A party acts on a contract (spec §4). */
    async act(
      member: MemberRow,
      body: { contractId: number; action: ContractAction },
    ): Promise<ContractValue> {
      const at = new Date(now());
      const row = await db.transaction(async (tx) => {
        const c = await repo.findContract(tx, body.contractId, true);
        const role = c && c.merchantCode === member.merchantCode ? roleOf(c, member.id) : undefined;
        if (!c || !role) throw new AppError('contract.not.found', 404);
        await requireKind(member.merchantCode, c.kind);
        let next;
        try {
          next = transition(
            { status: c.status, terminationBy: c.terminationBy ?? null, hasUpline: c.uplineId !== null },
            body.action,
            role,
          );
        } catch (error) {
          return ruleError(error);
        }
        if (next.accepted) {
          // The contract in force before (if any) is replaced; the downline's own downline contracts
          // above the new rate end (spec §4).
          const before = await repo.liveContract(tx, c.downlineId, c.kind);
          if (before) await closeContract(tx, before.id, 'replaced', at);
          await endHigher(tx, c.downlineId, c.kind, c.maxRateBps, at);
        }
        return repo.updateContract(tx, c.id, {
          status: next.status,
          terminationBy: next.terminationBy,
          closeReason: next.closeReason,
          updatedAt: at,
          ...(next.accepted ? { acceptedAt: at } : {}),
          ...(next.closed ? { closedAt: at } : {}),
        });
      });
      return (await values([row]))[0]!;
    },

    /** The consolidated-funds flags (wire §2.3): requests waiting for the member, contracts held. */
    async consolidated(member: MemberRow): Promise<ConsolidatedValue> {
      const flags: ConsolidatedValue = {
        dailysalreqtype: 0,
        divtypereq: 0,
        contracthoursalreq: 0,
        realtimesalreqtype: 0,
        contractmrdailysalinfotype: 0,
        contracthoursalinfo: 0,
        dailysalinfotype: 0,
        divtypeinfo: 0,
      };
      if (!isAgentType(member.type)) return flags;
      const enabled: ContractKind[] = [];
      for (const kind of CONTRACT_KINDS)
        if (await deps.moduleEnabled(member.merchantCode, CONTRACT_MODULES[kind])) enabled.push(kind);
      if (enabled.length === 0) return flags;
      const rows = await repo.openContractsOf(member.id, enabled);
      const REQ = {
        daily: 'dailysalreqtype',
        dividend: 'divtypereq',
        hourly: 'contracthoursalreq',
        realtime: 'realtimesalreqtype',
      } as const;
      const INFO = {
        daily: 'dailysalinfotype',
        dividend: 'divtypeinfo',
        hourly: 'contracthoursalinfo',
        realtime: 'contractmrdailysalinfotype',
      } as const;
      for (const r of rows) {
        const role = roleOf(r, member.id)!;
        if (
          awaits(
            { status: r.status, terminationBy: r.terminationBy ?? null, hasUpline: r.uplineId !== null },
            role,
          )
        )
          flags[REQ[r.kind]] = 1;
        if (r.status !== 'applying') flags[INFO[r.kind]] = 1;
      }
      return flags;
    },

    /** Salary or dividend records of the member (received, or paid to their downlines). */
    async records(
      member: MemberRow,
      kinds: readonly ContractKind[],
      q: {
        side: 'received' | 'paid';
        span?: ReportSpan | undefined;
        startDate?: string | undefined;
        endDate?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<SettlementRecordList> {
      const zone = await deps.timeZoneOf(member.merchantCode);
      const days = q.span ? spanDays(q.span, brandDayOf(now(), zone)) : q;
      const range = dayRange(days.startDate, days.endDate, zone);
      const page = await repo.listSettlements(
        {
          ...(q.side === 'paid' ? { payerId: member.id } : { payeeId: member.id }),
          kinds,
          from: range.from,
          to: range.to,
        },
        q,
      );
      const people = await membersByIds(
        page.rows.flatMap((r) => (r.payerId ? [r.payeeId, r.payerId] : [r.payeeId])),
      );
      return {
        list: page.rows.map((r) => recordOf(r, people)),
        total: page.total,
        totalPages: Math.ceil(page.total / q.pageSize),
        footer: { measure: minorToWire(page.measure), amount: minorToWire(page.amount) },
      };
    },

    /** My income: contract wages and dividends received, paid out and kept, per day or month. */
    async income(
      member: MemberRow,
      q: {
        span?: ReportSpan | undefined;
        startDate?: string | undefined;
        endDate?: string | undefined;
        groupBy: 'day' | 'month';
        pageNo: number;
        pageSize: number;
      },
    ): Promise<IncomeValue> {
      const zone = await deps.timeZoneOf(member.merchantCode);
      const today = brandDayOf(now(), zone);
      const days = q.span ? spanDays(q.span, today) : q;
      const range = dayRange(days.startDate ?? shiftDay(today, -29), days.endDate ?? today, zone);
      const rows = await repo.incomeByPeriod(member.id, zone, q.groupBy, range.from!, range.to!);
      const figures = (r: { wages: bigint; dividends: bigint; paidOut: bigint }) => ({
        wages: minorToWire(r.wages),
        dividends: minorToWire(r.dividends),
        paidOut: minorToWire(r.paidOut),
        commission: minorToWire(r.wages + r.dividends - r.paidOut),
      });
      const sum = rows.reduce(
        (s, r) => ({
          wages: s.wages + r.wages,
          dividends: s.dividends + r.dividends,
          paidOut: s.paidOut + r.paidOut,
        }),
        { wages: 0n, dividends: 0n, paidOut: 0n },
      );
      const start = (q.pageNo - 1) * q.pageSize;
      return {
        list: rows.slice(start, start + q.pageSize).map((r) => ({ period: r.period, ...figures(r) })),
        total: rows.length,
        totalPages: Math.ceil(rows.length / q.pageSize),
        footer: figures(sum),
      };
    },

    // ------------------------------------------------------------------------------------ operators

    /** Sets a top-level agent's contract with the house (approved at once), replacing the one in force. */
    async setTopLevel(
      body: { merchantCode: string; account: string; kind: ContractKind; tiers: ContractTierInput[] },
      actor: Actor,
    ) {
      const agent = await members.findMemberByUsername(body.merchantCode, body.account);
      if (!agent || !isAgentType(agent.type)) throw new AppError('not.agent', 400);
      if (agent.parentId !== null) {
        const parent = await members.findMemberById(agent.parentId);
        if (parent && isAgentType(parent.type)) throw new AppError('contract.not.top.level', 400);
      }
      let tiers: Tier[] = [];
      try {
        tiers = checkTiers(body.kind, parseTiers(body.tiers), MAX_RATE_BPS[body.kind], false);
      } catch (error) {
        ruleError(error);
      }
      const at = new Date(now());
      const row = await db.transaction(async (tx) => {
        const before = await repo.liveContract(tx, agent.id, body.kind);
        if (before) await closeContract(tx, before.id, 'replaced', at);
        const offer = await repo.openOffer(tx, agent.id, body.kind);
        if (offer) await closeContract(tx, offer.id, 'operator', at);
        await endHigher(tx, agent.id, body.kind, maxRate(tiers), at);
        const inserted = await repo.insertContract(tx, {
          merchantCode: agent.merchantCode,
          kind: body.kind,
          period: periodOfKind(body.kind, settings.dividendPeriod),
          uplineId: null,
          downlineId: agent.id,
          status: 'approved',
          tiers: storedTiers(tiers),
          maxRateBps: maxRate(tiers),
          createdBy: `operator:${actor.name}`,
          createdAt: at,
          acceptedAt: at,
          updatedAt: at,
        });
        await writeAudit(
          tx,
          actor,
          {
            action: 'agent.contract.set',
            targetType: 'member',
            targetId: String(agent.id),
            before: before ? { contractId: before.id, tiers: before.tiers } : null,
            after: { contractId: inserted.id, kind: body.kind, tiers: inserted.tiers },
          },
          at,
        );
        return inserted;
      });
      return (await values([row]))[0]!;
    },

    /**
     * Pauses or resumes a contract in force. The pause is kept (agent_contract_pauses): every period
     * it touches is withheld, even when re-run after the resume.
     */
    async pause(contractId: number, paused: boolean, actor: Actor) {
      const at = new Date(now());
      const row = await db.transaction(async (tx) => {
        const c = await repo.findContract(tx, contractId, true);
        if (!c) throw new NotFoundError();
        if (paused ? c.status !== 'approved' : c.status !== 'paused')
          throw new AppError('contract.action.invalid', 400, undefined, [
            paused ? 'pause' : 'resume',
            c.status,
          ]);
        if (paused) await repo.openPause(tx, c.id, at, `operator:${actor.name}`);
        else await repo.closePause(tx, c.id, at);
        await writeAudit(
          tx,
          actor,
          {
            action: paused ? 'agent.contract.pause' : 'agent.contract.resume',
            targetType: 'agent_contract',
            targetId: String(c.id),
            before: { status: c.status },
            after: { status: paused ? 'paused' : 'approved' },
          },
          at,
        );
        return repo.updateContract(tx, c.id, { status: paused ? 'paused' : 'approved', updatedAt: at });
      });
      return (await values([row]))[0]!;
    },

    async opsList(q: {
      merchantCode?: string | undefined;
      kind?: ContractKind | undefined;
      status?: ContractValue['status'] | undefined;
      account?: string | undefined;
      pageNo: number;
      pageSize: number;
    }) {
      let memberIds: number[] | undefined;
      if (q.account) {
        const found = q.merchantCode
          ? await members.findMemberByUsername(q.merchantCode, q.account)
          : undefined;
        memberIds = found ? [found.id] : [];
      }
      const page = await repo.opsList({ kind: q.kind, status: q.status, memberIds }, q);
      const people = await partiesOf(page.rows);
      return {
        list: page.rows.map((r) => ({ ...toValue(r, people), merchantCode: r.merchantCode })),
        total: page.total,
        totalPages: Math.ceil(page.total / q.pageSize),
      };
    },
  };
  return service;
}

export type ContractsService = ReturnType<typeof createContractsService>;

function recordOf(r: SettlementRow, people: Map<number, MemberRow>): SettlementRecord {
  return {
    id: r.id,
    contractId: r.contractId,
    kind: r.kind,
    periodStart: r.periodStart.getTime(),
    periodEnd: r.periodEnd.getTime(),
    payee: people.get(r.payeeId)?.username ?? '?',
    payer: r.payerId ? (people.get(r.payerId)?.username ?? '?') : null,
    measure: minorToWire(r.measure),
    activeMembers: r.activeMembers,
    rateBps: r.rateBps,
    amount: minorToWire(r.amount),
    status: r.status,
    settledAt: r.settledAt.getTime(),
  };
}

function shiftDay(day: string, days: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Local days [start, end] as instants [from, to) in the zone. */
function dayRange(
  start: string | undefined,
  end: string | undefined,
  zone: string,
): { from?: Date; to?: Date } {
  return {
    ...(start ? { from: new Date(brandDayStart(start, zone)) } : {}),
    ...(end ? { to: new Date(brandDayStart(shiftDay(end, 1), zone)) } : {}),
  };
}
