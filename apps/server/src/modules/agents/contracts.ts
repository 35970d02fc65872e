import type { ContractKind } from '@jade/contract/agent-contracts';
import type { ModuleId } from '@jade/contract/module-ids';
import type { Database } from '../../platform/db/client';
import { writeAudit, type Actor } from '../operators/audit-log';
import type { DownlineTree } from '../accounts';
import type { AccountsRepository } from '../accounts/repository';
import type { LedgerService } from '../ledger/ledger-service';
import { minorToWire } from '../ledger/money';
import { createContractsRepository } from './contracts-repository';
import {
  createContractsService,
  DEFAULT_CONTRACTS_SETTINGS,
  type ContractsSettings,
} from './contracts-service';
import { createSettlement, type MerchantInfo, type SettlementDeps } from './settlement-service';

/**
 * Agent contracts and their settlement (docs/architecture.md "Agent contracts"): composed once in
 * app.ts from narrow ports of the accounts, bet facts, ledger and brand modules.
 */
export function createAgentContracts(deps: {
  db: Database;
  ledger: Pick<LedgerService, 'transfer' | 'transferMany'>;
  accounts: Pick<AccountsRepository, 'findMemberById' | 'findMemberByUsername'>;
  tree: Pick<DownlineTree, 'downlineMembers' | 'ancestorsOf'>;
  facts: SettlementDeps['facts'];
  merchants: () => Promise<MerchantInfo[]>;
  moduleEnabled: (merchantCode: string, module: ModuleId) => Promise<boolean>;
  settings?: Partial<ContractsSettings & { testPeriodMs?: number | undefined }> | undefined;
  now?: (() => number) | undefined;
}) {
  const settings = { ...DEFAULT_CONTRACTS_SETTINGS, ...deps.settings };
  const repo = createContractsRepository(deps.db);
  const timeZoneOf = async (code: string) =>
    (await deps.merchants()).find((m) => m.code === code)?.timeZone ?? 'UTC';
  const service = createContractsService({
    db: deps.db,
    repo,
    members: { ...deps.accounts, downlineMembers: deps.tree.downlineMembers },
    moduleEnabled: deps.moduleEnabled,
    timeZoneOf,
    settings,
    now: deps.now,
  });
  const settlement = createSettlement({
    db: deps.db,
    repo,
    ledger: deps.ledger,
    facts: deps.facts,
    tree: deps.tree,
    merchants: deps.merchants,
    moduleEnabled: deps.moduleEnabled,
    settings,
    now: deps.now,
  });

  /** The merchants whose `kind` period ends at `periodEnd` (a day ends at different instants per zone). */
  async function merchantsEndingAt(kind: ContractKind, periodEnd: number): Promise<string[]> {
    const codes: string[] = [];
    for (const m of await deps.merchants()) {
      try {
        await settlement.periodEnding(m.code, kind, periodEnd);
        codes.push(m.code);
      } catch {
        // Not a period end in this merchant's zone.
      }
    }
    return codes;
  }

  return {
    service,
    settlement,
    /** The contracts' own tables (the demo seed writes contracts with past dates). */
    repo,
    jobHandlers: settlement.jobHandlers,

    /** Re-runs a period's settlement in every merchant where it is a period end: pays only what is missing. */
    async rerun(kind: ContractKind, periodEnd: number, actor: Actor) {
      const codes = await merchantsEndingAt(kind, periodEnd);
      if (codes.length === 0) throw new RangeError('not a period end');
      let contracts = 0;
      let settled = 0;
      let paid = 0n;
      for (const code of codes) {
        const run = await settlement.runPeriod(code, kind, periodEnd);
        contracts += run.contracts;
        for (const o of run.outcomes)
          if (o.settled) {
            settled++;
            paid += o.amount;
          }
      }
      const result = { contracts, settled, paid: minorToWire(paid) };
      // Each payout is idempotent on its own; the audit records who asked for the re-run and what it did.
      await writeAudit(
        deps.db,
        actor,
        {
          action: 'agent.settlement.rerun',
          targetType: 'settlement_period',
          targetId: `${kind}:${new Date(periodEnd).toISOString()}`,
          after: { merchants: codes, ...result },
        },
        new Date(),
      );
      return result;
    },

    /** A period's settlement as CSV, one row per contract (operators' export). */
    async exportCsv(kind: ContractKind, periodEnd: number) {
      const rows = await repo.settlementsOfPeriod(kind, new Date(periodEnd));
      const names = new Map<number, string>();
      for (const id of new Set(rows.flatMap((r) => (r.payerId ? [r.payeeId, r.payerId] : [r.payeeId])))) {
        names.set(id, (await deps.accounts.findMemberById(id))?.username ?? String(id));
      }
      const header = [
        'merchant',
        'contract_id',
        'kind',
        'period_start',
        'period_end',
        'payee',
        'payer',
        'currency',
        'measure',
        'active_members',
        'rate_bps',
        'amount',
        'status',
        'transfer_id',
        'settled_at',
      ];
      const lines = rows.map((r) =>
        [
          r.merchantCode,
          r.contractId,
          r.kind,
          r.periodStart.toISOString(),
          r.periodEnd.toISOString(),
          names.get(r.payeeId) ?? r.payeeId,
          r.payerId ? (names.get(r.payerId) ?? r.payerId) : 'house',
          r.currency,
          minorToWire(r.measure).toFixed(2),
          r.activeMembers,
          r.rateBps,
          minorToWire(r.amount).toFixed(2),
          r.status,
          r.transferId ?? '',
          r.settledAt.toISOString(),
        ]
          .map(csvCell)
          .join(','),
      );
      const stamp = new Date(periodEnd).toISOString().replace(/[:.]/g, '-');
      return {
        filename: `agent-${kind}-${stamp}.csv`,
        csv: [header.join(','), ...lines].join('\n') + '\n',
        rows: rows.length,
      };
    },
  };
}

export type AgentContracts = ReturnType<typeof createAgentContracts>;

/** One CSV cell: quoted when it holds a comma, quote or line break; formula characters defused. */
export function csvCell(value: unknown): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
