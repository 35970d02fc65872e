import { existsSync } from 'node:fs';
import { createAccountsRepository } from '../modules/accounts/repository';
import { createSealingKeyring } from '../modules/accounts/sealing-keys';
import { createPasswordHasher } from '../modules/accounts/passwords';
import { createBrandRepository } from '../modules/brand/repository';
import { createOperatorAccounts } from '../modules/operators/operator-accounts';
import { createLedgerService, type LedgerService } from '../modules/ledger/ledger-service';
import {
  createOperatorService,
  OperatorInputError,
  type MerchantStatus,
} from '../modules/settings/operator-service';
import { createSettingsRepository } from '../modules/settings/repository';
import { publishInvalidation } from '../platform/cache/redis-cache';
import { CACHE_TTL_MS } from '../platform/cache/create-cache';
import { ConfigError, loadConfig, type AppConfig } from '../platform/config';
import { loadSecretKeyring } from '../platform/crypto/keyring-source';
import { createSecretBox } from '../platform/crypto/secret-box';
import type { Database } from '../platform/db/client';
import { createMemoryCounterStore } from '../platform/rate-limit/counter-store';
import { createInhouseGamesService } from '../modules/inhouse-games/service';
import { openDatabase, type OpenDatabase } from '../platform/db/open-database';
import { seedDemo } from '../seed/seed';
import { parseOperatorArgs, USAGE, UsageError, type OperatorCommand } from './parse-args';
import { AppError } from '../platform/errors';
import { PAYMENTS_COMMANDS, PAYMENTS_USAGE, parsePaymentsArgs } from './payments-args';
import { runPaymentsCommand } from './payments-cli';
import { AGENTS_USAGE, runAgentsCommand } from './agents-cli';
import { CONTENT_USAGE, runContentCommand } from './content-cli';
import { REWARDS_USAGE, runRewardsCommand } from './rewards-cli';
import { BATCH_USAGE, runBatch } from './batch';
import { POINTS_USAGE, runPointsCommand } from './points-cli';
import {
  OPERATORS_COMMANDS,
  OPERATORS_USAGE,
  parseOperatorsArgs,
  runOperatorsCommand,
} from './operators-cli';
import {
  BACKUP_USAGE,
  BackupError,
  backupDatabase,
  parseBackupArgs,
  pgDumpFits,
  restoreDatabase,
  type BackupCommand,
} from './backup';
import { EMBEDDED_DATABASE_NAME } from '../platform/db/open-database';
import {
  clusterMajor,
  clusterRunning,
  isSnapshot,
  restoreSnapshot,
  snapshotCluster,
  SnapshotError,
} from '../platform/db/embedded-snapshot';
import { startEmbeddedPostgres } from '../platform/db/embedded-postgres';

/** `operator batch` opens the database once for all its commands (set while a batch runs). */
let batchDatabase: Promise<OpenDatabase> | undefined;
/** The demo data is seeded once a process, however many commands it runs. */
let seeded = false;

/** The database for one command: the batch's, or one opened for it and closed by `release`. */
async function useDatabase(config: AppConfig, options: { seed?: boolean } = {}) {
  const database = await (batchDatabase ?? openDatabase(config, () => undefined, 2));
  if (options.seed && config.seedDemo && !seeded) {
    await seedDemo(database.handle.db);
    seeded = true;
  }
  return {
    db: database.handle.db,
    release: async () => {
      if (!batchDatabase) await database.close();
    },
  };
}

/**
 * Runs a command family against the configured database: exit code 0 when it is done, 1 when a rule
 * refused it (AppError), 2 on a usage error (its usage printed).
 */
async function databaseCommand(
  usage: string,
  run: (db: Database, config: AppConfig) => Promise<void>,
  options: { seed?: boolean } = {},
): Promise<number> {
  const config = loadConfig();
  const database = await useDatabase(config, options);
  try {
    await run(database.db, config);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof AppError) {
      console.error(`Refused: ${error.errorCode}${error.value ? ` ${JSON.stringify(error.value)}` : ''}`);
      return 1;
    }
    throw error;
  } finally {
    await database.release();
  }
}

/** Banners, announcements, promotions, help, popups, messages, feedback, jackpot (content-cli.ts). */
const content = (argv: readonly string[]) =>
  databaseCommand(CONTENT_USAGE, (db, config) => runContentCommand(argv, db, config), { seed: true });

/** Rewards: the VIP ladder and its review (rewards-cli.ts). */
const rewards = (argv: readonly string[]) =>
  databaseCommand(REWARDS_USAGE, (db) => runRewardsCommand(argv, db));

/** Points: a member's balance, customer service's adjustment, the earning job (points-cli.ts). */
const points = (argv: readonly string[]) =>
  databaseCommand(POINTS_USAGE, (db) => runPointsCommand(argv, db), { seed: true });

/** Agent contracts: list, set a top-level agent's, pause, re-run a period, export CSV (agents-cli.ts). */
const agents = (argv: readonly string[]) =>
  databaseCommand(AGENTS_USAGE, (db, config) => runAgentsCommand(argv, db, config));

/** Operator accounts: add, change role, reset two-factor, a test code (operators-cli.ts). */
const operatorAccounts = (argv: readonly string[]) =>
  databaseCommand(
    OPERATORS_USAGE,
    (db, config) => runOperatorsCommand(parseOperatorsArgs(argv), db, config),
    { seed: true },
  );

/** Deposits, withdrawals, adjustments, freezing and the operator audit (payments-args.ts). */
async function payments(argv: readonly string[]): Promise<number> {
  let command;
  try {
    command = parsePaymentsArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${PAYMENTS_USAGE}`);
      return 2;
    }
    throw error;
  }
  const config = loadConfig();
  const database = await useDatabase(config, { seed: true });
  try {
    await runPaymentsCommand(command, database.db, config);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`Refused: ${error.errorCode}${error.value ? ` ${JSON.stringify(error.value)}` : ''}`);
      return 1;
    }
    throw error;
  } finally {
    await database.release();
  }
}

/**
 * The embedded cluster's own backup where no pg_dump of its major exists (the package ships the server
 * only): a file-level snapshot of the stopped cluster (platform/db/embedded-snapshot.ts). Null when
 * pg_dump / pg_restore do the work.
 */
async function embeddedSnapshot(
  command: BackupCommand,
  config: AppConfig,
  target: string | undefined,
): Promise<string | null> {
  if (command.kind === 'restore') {
    if (!(await isSnapshot(command.file))) return null;
    if (target || config.databaseUrl) {
      throw new BackupError(
        'a snapshot restores only into the embedded cluster of DATA_DIR (no --into, no DATABASE_URL)',
      );
    }
    await restoreSnapshot(config.dataDir, command.file, command.force);
    return `Restored the snapshot ${command.file} into ${config.dataDir}. Start the server, then: npm run operator -- reconcile`;
  }
  if (config.databaseUrl) return null;
  const major = await clusterMajor(config.dataDir);
  if (major === null || (await pgDumpFits(major))) return null;
  if (await clusterRunning(config.dataDir)) {
    throw new BackupError(
      `No pg_dump ${major} or newer was found for the running embedded PostgreSQL ${major}: stop the server ` +
        `for a file-level snapshot, or install the PostgreSQL ${major} client tools (PG_BIN_DIR).`,
    );
  }
  await snapshotCluster(config.dataDir, command.file);
  return `Backed up to ${command.file} (file-level snapshot of the stopped embedded cluster: no pg_dump ${major} found).`;
}

/** pg_dump / pg_restore (backup.ts). No migrations run first: a restore needs an empty database. */
async function backupOrRestore(argv: readonly string[]): Promise<number> {
  let command: BackupCommand;
  try {
    command = parseBackupArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${BACKUP_USAGE}`);
      return 2;
    }
    throw error;
  }
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const target = command.kind === 'restore' ? command.into : undefined;
  try {
    if (command.kind === 'restore' && !existsSync(command.file))
      throw new BackupError(`no backup file at ${command.file}`);
    const snapshot = await embeddedSnapshot(command, config, target);
    if (snapshot !== null) {
      console.info(snapshot);
      return 0;
    }
  } catch (error) {
    if (error instanceof BackupError || error instanceof SnapshotError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const embedded =
    target || config.databaseUrl
      ? null
      : await startEmbeddedPostgres({
          dataDir: config.dataDir,
          port: config.embeddedPgPort,
          database: EMBEDDED_DATABASE_NAME,
          log: () => undefined,
        });
  const url = target ?? config.databaseUrl ?? embedded!.url;
  try {
    if (command.kind === 'backup') {
      const { tool } = await backupDatabase(url, command.file);
      console.info(`Backed up to ${command.file} (${tool}, custom format).`);
    } else {
      const { tool } = await restoreDatabase(url, command.file, command.force);
      console.info(`Restored ${command.file} (${tool}). Check it with: npm run operator -- reconcile`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await embedded?.stop();
  }
}

function printStatus(rows: MerchantStatus[]) {
  for (const r of rows) {
    const maintenance = r.maintenance
      ? `ON since ${r.maintenanceSince ?? '?'}${r.maintenanceEnd ? ` until ${r.maintenanceEnd}` : ''}`
      : 'off';
    console.info(
      [
        `${r.merchantCode}:`,
        `  maintenance         ${maintenance}`,
        `  region restriction  ${r.regionRestriction ? 'ON' : 'off'}`,
        `  allowed countries   ${r.allowedCountries.join(', ') || '-'}`,
        `  IP allow list       ${r.ipAllowList.join(', ') || '-'}`,
      ].join('\n'),
    );
  }
}

/**
 * Seals plain seeds and rewraps those of older keys with the primary key, 500 rows a transaction, then
 * the operators' TOTP secrets. Lottery seeds are sealed only while their draw is open, and sign-in
 * challenges live 5 minutes, so they need no sweep (docs/security.md).
 */
async function resealSeeds(db: Database, config: AppConfig): Promise<number> {
  const { keyring } = await loadSecretKeyring(config);
  const games = createInhouseGamesService({
    db,
    ledger: createLedgerService(db),
    counters: createMemoryCounterStore(),
    secrets: createSecretBox(keyring),
    merchantCurrency: async () => {
      throw new Error('not used by the sweep');
    },
  });
  let changed = 0;
  for (let after: number | null = 0; after !== null;) {
    const batch = await games.resealSeeds(after);
    changed += batch.changed;
    after = batch.next;
  }
  console.info(`Sealed or rewrapped ${changed} seeds with key "${keyring.primary.id}".`);
  const accounts = createOperatorAccounts({
    db,
    hasher: createPasswordHasher(config.accounts.argon2),
    secrets: createSecretBox(keyring),
    now: Date.now,
  });
  const secrets = await accounts.rewrapSecrets();
  console.info(`Rewrapped ${secrets} operator two-factor secrets with key "${keyring.primary.id}".`);
  return 0;
}

/** Prints the reconciliation report; false when the ledger does not reconcile. */
async function reconcile(ledger: LedgerService): Promise<boolean> {
  const report = await ledger.reconcile();
  console.info(
    `Ledger: ${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries.`,
  );
  for (const c of report.currencies) {
    console.info(
      `  ${c.currency.padEnd(6)} ${String(c.accounts).padStart(7)} accounts  balances sum ${c.sum}  entries sum ${c.entriesSum}`,
    );
  }
  console.info(`  total balances sum ${report.sum} (minor units)`);
  if (report.ok) {
    console.info('OK: every balance equals the sum of its entries and every currency sums to zero.');
    return true;
  }
  console.error(`MISMATCHES (${report.mismatches.length}):`);
  for (const m of report.mismatches) {
    const where = m.accountKey ?? (m.transferId !== undefined ? `transfer ${m.transferId}` : '');
    console.error(`  [${m.kind}] ${where ? `${where} ` : ''}${m.detail}`);
  }
  return false;
}

async function run(command: Exclude<OperatorCommand, { kind: 'help' }>): Promise<number> {
  const config = loadConfig();
  const database = await useDatabase(config, { seed: true });
  try {
    const accounts = createAccountsRepository(database.db);
    switch (command.kind) {
      case 'sms-outbox':
        for (const row of await accounts.listSms({ mobile: command.mobile, last: command.last })) {
          console.info(JSON.stringify({ ...row, createdAt: row.createdAt.toISOString() }));
        }
        return 0;
      case 'mail-outbox':
        for (const row of await accounts.listMail({ to: command.to, last: command.last })) {
          console.info(JSON.stringify({ ...row, createdAt: row.createdAt.toISOString() }));
        }
        return 0;
      case 'rotate-sealing-key': {
        const key = await createSealingKeyring(accounts).rotate();
        console.info(`New sealing key ${key.kid}; the previous key stays valid until the next rotation.`);
        console.info('Instances pick it up within 5 minutes (at once when a client uses the new key).');
        return 0;
      }
      case 'reconcile':
        return (await reconcile(createLedgerService(database.db))) ? 0 : 1;
      case 'reseal-seeds':
        return await resealSeeds(database.db, config);
    }
    const brands = createBrandRepository(database.db);
    const operator = createOperatorService({
      repo: createSettingsRepository(database.db),
      listMerchantCodes: async () => (await brands.listMerchants()).map((m) => m.code),
      invalidate: async (prefix) => {
        if (config.redisUrl) await publishInvalidation(config.redisUrl, prefix, config.redisNamespace);
      },
    });
    const rows = await (() => {
      switch (command.kind) {
        case 'status':
          return operator.status();
        case 'maintenance':
          return operator.setMaintenance(command.on, { until: command.until, merchant: command.merchant });
        case 'region-restriction':
          return operator.setRegionRestriction(command.on, { merchant: command.merchant });
        case 'allow-country':
          return operator.allowCountry(command.action, command.country, { merchant: command.merchant });
        case 'allow-ip':
          return operator.allowIp(command.action, command.ip, { merchant: command.merchant });
      }
    })();
    printStatus(rows);
    const { overrides } = config;
    if (overrides.maintenance !== undefined || overrides.regionRestriction !== undefined) {
      console.info('Note: MAINTENANCE / REGION_RESTRICTION in the environment win over these settings.');
    }
    if (command.kind !== 'status') {
      console.info(
        config.redisUrl
          ? 'Every server instance has been told over Redis.'
          : `Running servers apply it within ${CACHE_TTL_MS / 1000} seconds.`,
      );
    }
    return 0;
  } finally {
    await database.release();
  }
}

/** One command; answers its exit code. */
async function dispatch(argv: readonly string[]): Promise<number> {
  if (PAYMENTS_COMMANDS.has(argv[0] ?? '')) return payments(argv);
  if (OPERATORS_COMMANDS.has(argv[0] ?? '')) return operatorAccounts(argv);
  if (argv[0] === 'content') return content(argv.slice(1));
  if (argv[0] === 'agents') return agents(argv.slice(1));
  if (argv[0] === 'rewards') return rewards(argv.slice(1));
  if (argv[0] === 'points') return points(argv.slice(1));
  if (argv[0] === 'backup' || argv[0] === 'restore') return backupOrRestore(argv);
  let command: OperatorCommand;
  try {
    command = parseOperatorArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  if (command.kind === 'help') {
    console.info(
      `${USAGE}\n\n${PAYMENTS_USAGE}\n\n${OPERATORS_USAGE}\n\n${CONTENT_USAGE}\n\n${AGENTS_USAGE}\n\n${REWARDS_USAGE}\n\n${POINTS_USAGE}\n\n${BACKUP_USAGE}\n\nMany commands through one process:\n${BATCH_USAGE}`,
    );
    return 0;
  }
  try {
    return await run(command);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof OperatorInputError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

/** `batch`: commands from standard input on one open database (batch.ts); else the one in argv. */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv[0] !== 'batch' || argv.length > 1) return dispatch(argv);
  const config = loadConfig();
  batchDatabase = openDatabase(config, () => undefined, 2);
  // A failed opening answers every command with its error rather than ending the batch unseen.
  batchDatabase.catch(() => undefined);
  try {
    return await runBatch(dispatch);
  } finally {
    await (await batchDatabase.catch(() => undefined))?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
