import { randomInt } from 'node:crypto';
import { isAgentType, isTrialType } from '@jade/contract/account-types';
import { MAX_AFFILIATE_LINKS, type AffiliateLink, type RebateSetting } from '@jade/contract/agent-team';
import type { z } from 'zod';
import type {
  agentNoticesQuerySchema,
  createAffiliateUrlBodySchema,
  createDownlineBodySchema,
  downlinesQuerySchema,
  registeredAffiliatesQuerySchema,
  transferMultipleBodySchema,
  collectBodySchema,
  updateDownlineRebatesBodySchema,
} from '@jade/contract/agent-team';
import type { LanguageCode } from '@jade/contract/languages';
import { AppError } from '../../platform/errors';
import type { DownlineTree } from '../accounts';
import type { MemberRow } from '../accounts/repository';
import type { AccountsService, CallerContext } from '../accounts/service';
import type { TeamRepository } from '../accounts/team-repository';
import type { NoticeService } from '../content/notices';
import type { AccountRef } from '../ledger/accounts';
import type { LedgerService } from '../ledger/ledger-service';
import { minorToWire } from '../ledger/money';
import type { WalletService } from '../wallet/service';
import { completeRates, fromBps, rateAboveOwn, rateList, toBps } from './rebates';
import type { AffiliateLinkRow, TeamTablesRepository } from './team-repository';

/**
 * The agent centre's team pages (docs/architecture.md "Agent team"): agent notices, the register
 * centre with affiliate links, and downline management. Every call is rooted at the calling agent:
 * a member it names must be below the caller in member_tree, else 403 `agent.member.not.downline`,
 * the same answer for a member who does not exist. Money moves only through the ledger, keyed
 * `agent:transfer:<agent>:<key>:<member>` and `agent:collect:<agent>:<key>`.
 */

/** Sub-agents opened or promoted by an agent get this account type (spec §4: 1 top, 2 sub). */
export const SUB_AGENT_TYPE = 2;

/** 403 `agent.member.not.downline`. */
function notDownline(): AppError {
  return new AppError('agent.member.not.downline', 403);
}

/** A link code: 8 characters that cannot be misread (no 0/O, 1/l/I). */
function linkCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let out = '';
  for (let i = 0; i < 8; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export function createTeamService(deps: {
  tables: TeamTablesRepository;
  tree: Pick<DownlineTree, 'isInDownline' | 'downlineIds'>;
  members: TeamRepository;
  findMember(id: number): Promise<MemberRow | undefined>;
  accounts: Pick<AccountsService, 'registerDownline' | 'usernameAvailable'>;
  ledger: Pick<LedgerService, 'transfer' | 'transferMany' | 'balances'>;
  wallet: Pick<WalletService, 'balanceValue' | 'checkPaymentPassword' | 'transferAmount'>;
  notices: Pick<NoticeService, 'agentPage'>;
  currency(merchantCode: string): Promise<string>;
  now?: (() => number) | undefined;
}) {
  const { tables, tree, members, ledger, wallet } = deps;
  const now = deps.now ?? Date.now;

  const main = (memberId: number, currency: string): AccountRef => ({ kind: 'member', memberId, currency });

  function mustBeAgent(agent: MemberRow) {
    if (!isAgentType(agent.type)) throw new AppError('not.agent', 403);
  }

  /** The member, once it is known to be below the agent in the same brand. */
  async function downlineMember(agent: MemberRow, memberId: number): Promise<MemberRow> {
    mustBeAgent(agent);
    if (memberId === agent.id || !(await tree.isInDownline(agent.id, memberId))) throw notDownline();
    const member = await deps.findMember(memberId);
    if (!member || member.merchantCode !== agent.merchantCode) throw notDownline();
    return member;
  }

  /** Whether the agent has no agent above it (then its own rates default to the brand's). */
  async function isTopLevel(agent: MemberRow): Promise<boolean> {
    if (agent.parentId === null) return true;
    const parent = await deps.findMember(agent.parentId);
    return !parent || !isAgentType(parent.type);
  }

  /** The agent's own rates (basis points), complete over every product type. */
  async function ownRates(agent: MemberRow) {
    const stored = (await tables.ratesOf([agent.id])).get(agent.id) ?? new Map();
    return completeRates(stored, await isTopLevel(agent));
  }

  /** Writes a direct member's rates, refusing any above the agent's own (re-checked under lock). */
  async function setDownlineRates(agent: MemberRow, member: MemberRow, rates: readonly RebateSetting[]) {
    if (rates.length === 0) return;
    const topLevel = await isTopLevel(agent);
    const below = await tree.downlineIds(member.id);
    await tables.setRates({
      memberId: member.id,
      setBy: agent.id,
      rates: rates.map((r) => ({ productType: r.productType, rateBps: toBps(r.rate) })),
      belowIds: below,
      check(setterRates) {
        const over = rateAboveOwn(completeRates(setterRates, topLevel), rates);
        if (over)
          throw new AppError('agent.rebate.above.own', 400, over, [over.productType, over.own.toFixed(2)]);
      },
    });
  }

  function linkView(row: AffiliateLinkRow, registered: number): AffiliateLink {
    return {
      id: row.id,
      code: row.code,
      accountType: row.accountType,
      remark: row.remark,
      path: `/register?affiliateCode=${encodeURIComponent(row.code)}`,
      registered,
      createdAt: row.createdAt.getTime(),
    };
  }

  return {
    // ------------------------------------------------------------------------------------ notices

    async notices(agent: MemberRow, language: LanguageCode, query: z.output<typeof agentNoticesQuerySchema>) {
      mustBeAgent(agent);
      const page = await deps.notices.agentPage(agent.merchantCode, language, query.pageNo, query.pageSize);
      return {
        list: page.list,
        total: page.totalCount,
        totalPages: page.totalPages,
        pageNo: page.pageNo,
        pageSize: page.pageSize,
      };
    },

    // ---------------------------------------------------------------------------- register centre

    async globalRebates(agent: MemberRow) {
      mustBeAgent(agent);
      return { list: rateList(await ownRates(agent)) };
    },

    async checkUsername(agent: MemberRow, username: string) {
      mustBeAgent(agent);
      return { available: await deps.accounts.usernameAvailable(agent, username) };
    },

    /**
     * Opens an account right below the agent: the rates are checked against the agent's own before
     * the account exists, then written (and re-checked under lock) once it does.
     */
    async createDownline(
      agent: MemberRow,
      body: z.output<typeof createDownlineBodySchema>,
      ctx: CallerContext,
    ) {
      mustBeAgent(agent);
      const over = rateAboveOwn(await ownRates(agent), body.rebates);
      if (over)
        throw new AppError('agent.rebate.above.own', 400, over, [over.productType, over.own.toFixed(2)]);
      const member = await deps.accounts.registerDownline(agent, body, ctx);
      await setDownlineRates(agent, member, body.rebates);
      return { memberId: member.id, username: member.username, type: member.type };
    },

    async createLink(agent: MemberRow, body: z.output<typeof createAffiliateUrlBodySchema>) {
      mustBeAgent(agent);
      if ((await tables.countLive(agent.id)) >= MAX_AFFILIATE_LINKS)
        throw new AppError('agent.link.limit', 400, { max: MAX_AFFILIATE_LINKS }, [MAX_AFFILIATE_LINKS]);
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await tables.insertLink({
            merchantCode: agent.merchantCode,
            agentId: agent.id,
            code: linkCode(),
            accountType: body.accountType,
            remark: body.remark,
          });
          return linkView(row, 0);
        } catch (error) {
          // A code that collides with another link: draw again (a few times at most).
          if (attempt >= 3 || !String((error as { code?: string }).code ?? '').startsWith('23505'))
            throw error;
        }
      }
    },

    async links(agent: MemberRow) {
      mustBeAgent(agent);
      const rows = await tables.linksOf(agent.id);
      const counts = await members.registeredCounts(
        agent.id,
        rows.map((r) => r.code),
      );
      return { list: rows.map((r) => linkView(r, counts.get(r.code) ?? 0)) };
    },

    async deleteLink(agent: MemberRow, id: number) {
      mustBeAgent(agent);
      if (!(await tables.deleteLink(agent.id, id, new Date(now()))))
        throw new AppError('agent.link.unknown', 404);
      return { deleted: true };
    },

    async registeredAffiliates(agent: MemberRow, query: z.output<typeof registeredAffiliatesQuerySchema>) {
      mustBeAgent(agent);
      const all = await tables.allCodesOf(agent.id);
      const codes = query.code ? all.filter((c) => c.toLowerCase() === query.code!.toLowerCase()) : all;
      const { rows, total } = await members.registeredThrough(agent.id, codes, {
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        list: rows.map((r) => ({
          memberId: r.id,
          username: r.username,
          type: r.type,
          code: r.code,
          registeredAt: r.createdAt.getTime(),
        })),
        total,
        totalPages: Math.ceil(total / query.pageSize),
        footer: { count: total },
      };
    },

    /** Who registers with a link code joins its agent (accounts' registration asks this). */
    async resolveLink(merchantCode: string, code: string) {
      const row = await tables.liveLinkByCode(merchantCode, code);
      return row ? { agentId: row.agentId, accountType: row.accountType, code: row.code } : undefined;
    },

    // ------------------------------------------------------------------------ downline management

    async downlines(agent: MemberRow, query: z.output<typeof downlinesQuerySchema>) {
      mustBeAgent(agent);
      const { rows, total } = await members.pageBelow(agent.id, {
        merchantCode: agent.merchantCode,
        directOnly: query.scope === 'direct',
        search: query.username,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const ids = rows.map((r) => r.id);
      const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p): p is number => p !== null))];
      const currency = await deps.currency(agent.merchantCode);
      const [parents, direct, balances] = await Promise.all([
        members.membersByIds(parentIds),
        members.directCounts(ids),
        Promise.all(ids.map(async (id) => [id, (await ledger.balances(id, currency)).main] as const)),
      ]);
      const parentName = new Map(parents.map((p) => [p.id, p.username]));
      const balanceOf = new Map(balances);
      return {
        list: rows.map((r) => ({
          memberId: r.id,
          username: r.username,
          nickname: r.nickname || r.username,
          type: r.type,
          level: r.depth,
          parentUsername: r.parentId !== null ? (parentName.get(r.parentId) ?? '') : '',
          status: r.status,
          balance: minorToWire(balanceOf.get(r.id) ?? 0n),
          lastLoginAt: r.lastLoginAt?.getTime() ?? null,
          registeredAt: r.createdAt.getTime(),
          directCount: direct.get(r.id) ?? 0,
        })),
        total,
        totalPages: Math.ceil(total / query.pageSize),
        footer: { balance: minorToWire(balances.reduce((s, [, b]) => s + b, 0n)) },
      };
    },

    async downlineRebates(agent: MemberRow, memberId: number) {
      const member = await downlineMember(agent, memberId);
      const own = await ownRates(agent);
      const stored = (await tables.ratesOf([member.id])).get(member.id) ?? new Map();
      const theirs = completeRates(stored, false);
      return {
        memberId: member.id,
        username: member.username,
        list: rateList(theirs).map((r) => ({ ...r, max: fromBps(own.get(r.productType) ?? 0) })),
      };
    },

    async updateDownlineRebates(agent: MemberRow, body: z.output<typeof updateDownlineRebatesBodySchema>) {
      const member = await downlineMember(agent, body.memberId);
      // An agent sets the rates of its own direct members; deeper ones belong to their own upline.
      if (member.parentId !== agent.id) throw new AppError('agent.rebate.not.direct', 403);
      await setDownlineRates(agent, member, body.rebates);
      return this.downlineRebates(agent, member.id);
    },

    async promote(agent: MemberRow, memberId: number) {
      const member = await downlineMember(agent, memberId);
      if (member.parentId !== agent.id) throw new AppError('agent.rebate.not.direct', 403);
      if (isAgentType(member.type)) throw new AppError('agent.already.agent', 409);
      if (isTrialType(member.type) || member.status !== 'active')
        throw new AppError('transfer.target.invalid', 400);
      if (!(await members.promoteToAgent(member.id, SUB_AGENT_TYPE, linkCode())))
        throw new AppError('agent.already.agent', 409);
      return { memberId: member.id, type: SUB_AGENT_TYPE };
    },

    // ---------------------------------------------------------------------------------- transfers

    /** The same amount to each member, all or none (one ledger batch, accounts locked in id order). */
    async transferMultiple(agent: MemberRow, body: z.output<typeof transferMultipleBodySchema>) {
      mustBeAgent(agent);
      const amount = await wallet.transferAmount(agent.merchantCode, body.amount);
      const targets = [];
      for (const id of body.memberIds) targets.push(await downlineMember(agent, id));
      for (const t of targets)
        if (t.status !== 'active' || isTrialType(t.type)) throw new AppError('transfer.target.invalid', 400);
      await wallet.checkPaymentPassword(agent, body.password);
      const currency = await deps.currency(agent.merchantCode);
      const results = await ledger.transferMany(
        targets.map((t) => ({
          merchantCode: agent.merchantCode,
          idempotencyKey: `agent:transfer:${agent.id}:${body.idempotencyKey}:${t.id}`,
          type: 'agent_transfer' as const,
          debit: main(agent.id, currency),
          credit: main(t.id, currency),
          amount,
          reference: `downline:${t.id}`,
          actor: { kind: 'member' as const, id: String(agent.id) },
          ...(body.remark ? { metadata: { remark: body.remark } } : {}),
        })),
      );
      return {
        transfers: targets.map((t, i) => ({
          memberId: t.id,
          username: t.username,
          transferId: results[i]!.transferId,
        })),
        amount: minorToWire(amount),
        total: minorToWire(amount * BigInt(targets.length)),
        replayed: results.every((r) => r.replayed),
        balance: await wallet.balanceValue(agent),
      };
    },

    /** Money back from a downline member's main wallet (never below zero: the ledger refuses). */
    async collect(agent: MemberRow, body: z.output<typeof collectBodySchema>) {
      const member = await downlineMember(agent, body.memberId);
      const amount = await wallet.transferAmount(agent.merchantCode, body.amount);
      await wallet.checkPaymentPassword(agent, body.password);
      const currency = await deps.currency(agent.merchantCode);
      const result = await ledger.transfer({
        merchantCode: agent.merchantCode,
        idempotencyKey: `agent:collect:${agent.id}:${body.idempotencyKey}`,
        type: 'agent_transfer',
        debit: main(member.id, currency),
        credit: main(agent.id, currency),
        amount,
        reference: `collect:${member.id}`,
        actor: { kind: 'member', id: String(agent.id) },
      });
      return {
        transferId: result.transferId,
        replayed: result.replayed,
        amount: minorToWire(amount),
        memberBalance: minorToWire((await ledger.balances(member.id, currency)).main),
        balance: await wallet.balanceValue(agent),
      };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
