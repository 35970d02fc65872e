import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type {
  OpsPlayerDetail,
  OpsPlayerRow,
  opsPlayerBetsValueSchema,
  opsPlayerLedgerValueSchema,
  opsPlayerSessionsValueSchema,
} from '@jade/contract/ops-players';
import type { PlayerSearchField } from '@jade/contract/ops-players';
import type { PasswordHasher } from '../accounts/passwords';
import type { BetRecordsService } from '../bet-records/service';
import type { LedgerRepository } from '../ledger/repository';
import { writeAudit, type Actor } from '../operators/audit-log';
import { toWire } from '../payments/money';
import { NotFoundError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import type { PlayerListRow, PlayersDeskRepository } from './repository';

type Page = { pageNo: number; pageSize: number };
const window = (page: Page) => ({ limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize });
const ms = (date: Date | null) => date?.getTime() ?? null;

function rowView({ member, currency, balance }: PlayerListRow): OpsPlayerRow {
  return {
    memberId: member.id,
    username: member.username,
    merchant: member.merchantCode,
    mobile: member.mobile,
    email: member.email,
    status: member.status,
    vipLevel: member.vipLevel,
    type: member.type,
    currency,
    balance: toWire(balance),
    registeredAt: member.createdAt.getTime(),
    lastLoginAt: ms(member.lastLoginAt),
    lastLoginIp: member.lastLoginIp,
  };
}

/**
 * Letters and digits a person can read out over the phone without confusion (no 0/O, 1/l/I), with at
 * least one letter and one digit so it passes the brand's password patterns.
 */
const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const PASSWORD_DIGITS = '23456789';
export function temporaryPassword(length = 10): string {
  const all = PASSWORD_LETTERS + PASSWORD_DIGITS;
  const chars = Array.from({ length }, (_, i) => {
    const from = i === 0 ? PASSWORD_LETTERS : i === 1 ? PASSWORD_DIGITS : all;
    return from[randomInt(from.length)];
  });
  // Shuffle so the letter and the digit are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/**
 * The players desk (issue 16 item 4): find a player, read their page, and the support actions on the
 * account (end sessions, temporary password, notes). Lock and unlock are the operator actions'
 * freeze; manual adjustments go through the four-eyes approvals. Every write is audited with it.
 */
export function createPlayersDesk(deps: {
  db: Database;
  repo: PlayersDeskRepository;
  ledger: Pick<LedgerRepository, 'memberEntries'>;
  betRecords: Pick<BetRecordsService, 'list'>;
  hasher: PasswordHasher;
  now: () => number;
}) {
  const { db, repo, now } = deps;

  async function playerOf(merchantCode: string, memberId: number): Promise<PlayerListRow> {
    const row = await repo.player(merchantCode, memberId);
    if (!row) throw new NotFoundError();
    return row;
  }

  return {
    async search(merchantCode: string, query: { q: string; by: PlayerSearchField } & Page) {
      const { rows, total } = await repo.search(merchantCode, query.by, query.q, window(query));
      return { list: rows.map(rowView), total };
    },

    async detail(merchantCode: string, memberId: number): Promise<OpsPlayerDetail> {
      const row = await playerOf(merchantCode, memberId);
      const { member } = row;
      const [totals, parentUsername] = await Promise.all([
        repo.totals(member.id),
        member.parentId === null ? null : repo.usernameOf(member.parentId),
      ]);
      return {
        ...rowView(row),
        nickname: member.nickname,
        payeeName: member.payeeName,
        dialingCode: member.dialingCode,
        language: member.language,
        registerIp: member.registerIp,
        registerDomain: member.registerDomain,
        registerMethod: member.registerMethod,
        parentUsername,
        heldBalance: toWire(totals.held),
        openBonuses: totals.openBonuses,
        activeSessions: totals.activeSessions,
        totals: {
          deposits: toWire(totals.deposits),
          withdrawals: toWire(totals.withdrawals),
          turnover: toWire(totals.turnover),
          winLoss: toWire(totals.winLoss),
        },
        pendingApprovals: totals.pendingApprovals,
      };
    },

    async ledger(
      merchantCode: string,
      query: { memberId: number } & Page,
    ): Promise<z.infer<typeof opsPlayerLedgerValueSchema>> {
      const { member } = await playerOf(merchantCode, query.memberId);
      const entries = await deps.ledger.memberEntries({ memberIds: [member.id], ...window(query) });
      return {
        list: entries.rows.map((r) => ({
          id: r.id,
          type: r.type,
          amount: toWire(r.amount),
          balanceAfter: toWire(r.balanceAfter),
          currency: r.currency,
          createdAt: r.createdAt.getTime(),
        })),
        total: entries.total,
      };
    },

    async bets(
      merchantCode: string,
      query: { memberId: number } & Page,
    ): Promise<z.infer<typeof opsPlayerBetsValueSchema>> {
      const { member } = await playerOf(merchantCode, query.memberId);
      const page = await deps.betRecords.list(member.id, { pageNo: query.pageNo, pageSize: query.pageSize });
      return {
        list: page.list.map((r) => ({
          recordId: r.recordId,
          vendor: r.vendor,
          gameName: r.gameName,
          gameType: r.gameType,
          bet: r.bet,
          win: r.win,
          status: r.status,
          createdAt: r.createdAt,
        })),
        total: page.total,
      };
    },

    async sessions(
      merchantCode: string,
      query: { memberId: number } & Page,
    ): Promise<z.infer<typeof opsPlayerSessionsValueSchema>> {
      const { member } = await playerOf(merchantCode, query.memberId);
      const result = await repo.sessions(member.id, window(query));
      return {
        list: result.rows.map((s) => ({
          id: s.id,
          ip: s.ip,
          deviceId: s.deviceId,
          userAgent: s.userAgent,
          createdAt: s.createdAt.getTime(),
          lastSeenAt: s.lastSeenAt.getTime(),
          endedAt: ms(s.revokedAt),
          endReason: s.revokeReason,
        })),
        total: result.total,
        ips: result.ips.map((r) => ({ ...r, lastSeenAt: r.lastSeenAt.getTime() })),
        devices: result.devices.map((r) => ({ ...r, lastSeenAt: r.lastSeenAt.getTime() })),
      };
    },

    async notes(merchantCode: string, memberId: number) {
      const { member } = await playerOf(merchantCode, memberId);
      const rows = await repo.notes(member.id);
      return {
        list: rows.map((n) => ({
          id: n.id,
          text: n.text,
          operatorName: n.operatorName,
          createdAt: n.createdAt.getTime(),
        })),
      };
    },

    async addNote(merchantCode: string, input: { memberId: number; text: string }, actor: Actor) {
      const { member } = await playerOf(merchantCode, input.memberId);
      const at = new Date(now());
      const note = await db.transaction(async (tx) => {
        const row = await repo.addNote(tx, {
          memberId: member.id,
          operatorId: actor.operatorId,
          operatorName: actor.name,
          text: input.text,
          at,
        });
        await writeAudit(
          tx,
          actor,
          {
            action: 'member.note',
            targetType: 'member',
            targetId: String(member.id),
            after: { noteId: row.id, text: input.text },
          },
          at,
        );
        return row;
      });
      return { id: note.id, text: note.text, operatorName: note.operatorName, createdAt: at.getTime() };
    },

    async forceLogout(merchantCode: string, input: { memberId: number; reason: string }, actor: Actor) {
      const { member } = await playerOf(merchantCode, input.memberId);
      const at = new Date(now());
      const endedSessions = await db.transaction(async (tx) => {
        const ended = await repo.endSessions(tx, member.id, 'operator', at);
        await writeAudit(
          tx,
          actor,
          {
            action: 'member.logout',
            targetType: 'member',
            targetId: String(member.id),
            after: { endedSessions: ended },
            reason: input.reason,
          },
          at,
        );
        return ended;
      });
      return { endedSessions };
    },

    /** A temporary password, shown once to the operator; the player must change it at the next login. */
    async resetPassword(merchantCode: string, input: { memberId: number; reason: string }, actor: Actor) {
      const { member } = await playerOf(merchantCode, input.memberId);
      const password = temporaryPassword();
      const hash = await deps.hasher.hash(password);
      const at = new Date(now());
      const endedSessions = await db.transaction(async (tx) => {
        await repo.setTemporaryPassword(tx, member.id, hash, at);
        const ended = await repo.endSessions(tx, member.id, 'password_reset', at);
        // Never the password itself: the audit log is readable by other roles.
        await writeAudit(
          tx,
          actor,
          {
            action: 'member.password.reset',
            targetType: 'member',
            targetId: String(member.id),
            after: { mustChange: true, endedSessions: ended },
            reason: input.reason,
          },
          at,
        );
        return ended;
      });
      return { temporaryPassword: password, endedSessions };
    },
  };
}

export type PlayersDesk = ReturnType<typeof createPlayersDesk>;
