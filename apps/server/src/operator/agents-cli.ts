import { writeFileSync } from 'node:fs';
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  type ContractKind,
  type ContractStatus,
} from '@jade/contract/agent-contracts';
import { createAccountReportRepository } from '../modules/accounts/report-repository';
import { createAccountsRepository } from '../modules/accounts/repository';
import { createAgentContracts } from '../modules/agents/contracts';
import { createBetFacts } from '../modules/bet-facts';
import { createBrandRepository } from '../modules/brand/repository';
import { createBrandService } from '../modules/brand/service';
import { createLedgerService } from '../modules/ledger/ledger-service';
import { CLI_ACTOR } from '../modules/operators/audit-log';
import { createMemoryCache } from '../platform/cache/cache';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { UsageError } from './parse-args';

export const AGENTS_USAGE = `Agents and their contracts (the same services as the /ops/agents calls):
  agents list [--search PART] [--merchant M] [--top]   agents with their direct and team sizes
  agents tree <member id> [--depth N]      the member's uplines and its tree N levels down (1–5, default 2)
  agents contracts [--kind K] [--status S] [--merchant M --account NAME]   list, newest first
  agents contract set <merchant> <account> <kind> <tiers>   a top-level agent's contract with the house;
                                            tiers "threshold:minActive:rateBps,…" e.g. "0:0:100,5000:3:150"
  agents contract pause|resume <id>         no settlement while paused
  agents settle <kind> <period end>         re-run a period's settlement (pays only what is missing)
  agents export <kind> <period end> [--out FILE]   the period's settlement as CSV (standard output)
  kinds: ${CONTRACT_KINDS.join(', ')}; a period end is an ISO time or epoch ms (as in the records)`;

const line = (value: unknown) => console.info(JSON.stringify(value));

function kindOf(raw: string | undefined): ContractKind {
  if (!raw || !(CONTRACT_KINDS as readonly string[]).includes(raw))
    throw new UsageError(`A contract kind is required: ${CONTRACT_KINDS.join(', ')}.`);
  return raw as ContractKind;
}

function instantOf(raw: string | undefined): number {
  const t = raw && /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw ?? '');
  if (!Number.isFinite(t)) throw new UsageError('A period end (ISO time or epoch ms) is required.');
  return t;
}

function flag(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** "0:0:100,5000:3:150" → tiers of the contract package (thresholds in currency units). */
export function parseTierList(raw: string | undefined) {
  if (!raw) throw new UsageError('Tiers are required, e.g. "0:0:100,5000:3:150".');
  return raw.split(',').map((part) => {
    const [threshold, minActive, rateBps] = part.split(':');
    if (
      !threshold ||
      !/^\d+(\.\d{1,2})?$/.test(threshold) ||
      !/^\d+$/.test(minActive ?? '') ||
      !/^\d+$/.test(rateBps ?? '')
    )
      throw new UsageError(`Bad tier "${part}": threshold:minActive:rateBps.`);
    return { threshold, minActive: Number(minActive), rateBps: Number(rateBps) };
  });
}

/** Runs `agents …` (argv after the word `agents`). */
export async function runAgentsCommand(argv: readonly string[], db: Database, config: AppConfig) {
  const brandRepo = createBrandRepository(db);
  const brands = createBrandService({
    repo: brandRepo,
    cache: createMemoryCache(0),
    defaultMerchant: config.defaultMerchant,
  });
  const accounts = createAccountsRepository(db);
  const merchants = async () =>
    (await brandRepo.listMerchants()).map((m) => ({
      code: m.code,
      currency: m.currency,
      timeZone: m.timeZone,
    }));
  const timeZoneOf = async (code: string) =>
    (await merchants()).find((m) => m.code === code)?.timeZone ?? 'UTC';
  const facts = createBetFacts({ db, tree: accounts, timeZoneOf });
  const contracts = createAgentContracts({
    db,
    ledger: createLedgerService(db),
    accounts,
    tree: accounts,
    facts,
    merchants,
    moduleEnabled: (code, module) => brands.moduleEnabled(code, module),
    settings: config.agentContracts,
  });
  const [command, action, ...rest] = argv;
  const teamReads = createAccountReportRepository(db);
  switch (command) {
    case 'list': {
      const page = await teamReads.listAgents({
        search: flag(argv, '--search'),
        merchantCode: flag(argv, '--merchant'),
        topLevel: argv.includes('--top'),
        limit: 500,
        offset: 0,
      });
      for (const a of page.rows) line({ ...a, createdAt: a.createdAt.toISOString() });
      if (page.total > page.rows.length)
        console.error(`${page.total - page.rows.length} more; narrow with --search`);
      return;
    }
    case 'tree': {
      const id = Number(action);
      if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError('A member id is required.');
      const depth = Number(flag(argv, '--depth') ?? 2);
      if (!Number.isInteger(depth) || depth < 1 || depth > 5) throw new UsageError('--depth is 1 to 5.');
      const nodes = await teamReads.subtree(id, depth, 500);
      if (nodes.length === 0) throw new UsageError(`No member ${id}.`);
      line({ uplines: await teamReads.uplines(id) });
      for (const n of nodes.slice(0, 500)) line(n);
      if (nodes.length > 500)
        console.error('cut at 500 members; ask for a member lower down or a smaller --depth');
      return;
    }
    case 'contracts': {
      const status = flag(argv, '--status');
      if (status && !(CONTRACT_STATUSES as readonly string[]).includes(status))
        throw new UsageError(`--status is one of ${CONTRACT_STATUSES.join(', ')}.`);
      const kind = flag(argv, '--kind');
      const page = await contracts.service.opsList({
        ...(kind ? { kind: kindOf(kind) } : {}),
        ...(status ? { status: status as ContractStatus } : {}),
        merchantCode: flag(argv, '--merchant'),
        account: flag(argv, '--account'),
        pageNo: 1,
        pageSize: 100,
      });
      for (const c of page.list) line(c);
      return;
    }
    case 'contract': {
      if (action === 'set') {
        const [merchantCode, account, kind, tiers] = rest;
        if (!merchantCode || !account)
          throw new UsageError('agents contract set <merchant> <account> <kind> <tiers>');
        line(
          await contracts.service.setTopLevel(
            { merchantCode, account, kind: kindOf(kind), tiers: parseTierList(tiers) },
            CLI_ACTOR,
          ),
        );
        return;
      }
      if (action === 'pause' || action === 'resume') {
        const id = Number(rest[0]);
        if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError('A contract id is required.');
        line(await contracts.service.pause(id, action === 'pause', CLI_ACTOR));
        return;
      }
      throw new UsageError('agents contract set|pause|resume …');
    }
    case 'settle': {
      const run = await contracts
        .rerun(kindOf(action), instantOf(rest[0]), CLI_ACTOR)
        .catch((error: unknown) => {
          if (error instanceof RangeError)
            throw new UsageError(`Not the end of a ${action} period (or not over yet).`);
          throw error;
        });
      line(run);
      return;
    }
    case 'export': {
      const csv = await contracts.exportCsv(kindOf(action), instantOf(rest[0]));
      const out = flag(argv, '--out');
      if (out) {
        writeFileSync(out, csv.csv);
        console.error(`${csv.rows} rows written to ${out}`);
      } else process.stdout.write(csv.csv);
      return;
    }
    default:
      throw new UsageError('Unknown agents command.');
  }
}
