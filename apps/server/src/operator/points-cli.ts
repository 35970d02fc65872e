import { randomUUID } from 'node:crypto';
import type { Database } from '../platform/db/client';
import { createAccountsRepository } from '../modules/accounts/repository';
import { createBrandRepository } from '../modules/brand/repository';
import { createLedgerService } from '../modules/ledger/ledger-service';
import { createLedgerRepository } from '../modules/ledger/repository';
import { CLI_ACTOR } from '../modules/operators/service';
import { createPointsModule } from '../modules/points';
import { createBetFacts } from '../modules/bet-facts/service';
import { UsageError } from './parse-args';

export const POINTS_USAGE = `Points (the same service as the /ops/points calls; every change audited as "cli"):
  points show <merchant> <username>            the member's points
  points adjust <merchant> <username> <+/-points> --reason <text> [--key <k>]
                                            adds or takes points (a key makes a retry move nothing)
  points earn                                  turns the bet facts waiting into points now`;

/** `points …`: the balance, customer service's adjustment, and the earning job run at once. */
export async function runPointsCommand(argv: readonly string[], db: Database) {
  const accounts = createAccountsRepository(db);
  const brands = createBrandRepository(db);
  const ledger = createLedgerService(db);
  const merchant = async (code: string) => (await brands.listMerchants()).find((m) => m.code === code);
  const facts = createBetFacts({
    db,
    tree: accounts,
    timeZoneOf: async (code) => (await merchant(code))?.timeZone ?? 'UTC',
  });
  const points = createPointsModule({
    db,
    ledger,
    entries: (filter) => createLedgerRepository(db).memberEntries(filter),
    facts,
    memberTypes: (tx, ids) => accounts.vipMembers(tx, ids),
    checkPassword: async () => {
      throw new Error('the CLI never spends points for a member');
    },
    merchant,
    now: Date.now,
  });
  const [command, merchantCode, username, change] = argv;
  if (command === 'earn') {
    await points.drain();
    console.info('The bet facts waiting have been turned into points.');
    return;
  }
  if ((command !== 'show' && command !== 'adjust') || !merchantCode || !username)
    throw new UsageError('expected: points show|adjust <merchant> <username> …');
  const member = await accounts.findMemberByUsername(merchantCode, username);
  if (!member) throw new UsageError(`no member ${username} in ${merchantCode}`);
  if (command === 'show') {
    console.info(JSON.stringify(await points.balance(member)));
    return;
  }
  const flags = new Map<string, string>();
  for (let i = 4; i < argv.length; i += 2) flags.set(argv[i]!.replace(/^--/, ''), argv[i + 1] ?? '');
  if (!change || !/^[+-]?\d{1,12}$/.test(change))
    throw new UsageError('points: a whole number such as +500 or -20');
  const reason = flags.get('reason') ?? '';
  if (!reason.trim()) throw new UsageError('points adjust needs --reason');
  const result = await points.adjust(
    member,
    BigInt(change),
    reason,
    flags.get('key') ?? randomUUID(),
    CLI_ACTOR,
  );
  console.info(JSON.stringify(result));
}
