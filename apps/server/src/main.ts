// First: the libuv thread pool (argon2 and WebCrypto run there) is sized before anything uses it.
import './platform/threadpool';
import { buildApp } from './app';
import { createCache } from './platform/cache/create-cache';
import { createCounterStore } from './platform/rate-limit/create-counter-store';
import { ConfigError, loadConfig } from './platform/config';
import { loadSecretKeyring } from './platform/crypto/keyring-source';
import { createSecretBox } from './platform/crypto/secret-box';
import { openDatabase } from './platform/db/open-database';
import { createJobWorker } from './platform/jobs/worker';
import { seedDemo } from './seed/seed';
import { ensureVendorCredentials } from './modules/vendor-api/credentials';

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
  const database = await openDatabase(config, bootLog);
  if (config.seedDemo && (await seedDemo(database.handle.db))) console.info('Created the demo brand "Jade".');
  // Demo vendors' seamless-wallet keys: generated here, stored only in the database.
  if (config.seedDemo) await ensureVendorCredentials(database.handle.db);
  const secrets = await loadSecretKeyring(config);
  if (secrets.source === 'file' && config.databaseUrl)
    console.warn(
      'SECRET_KEYS is not set: seeds are sealed with the key file in DATA_DIR; every instance needs the same keys.',
    );
  const cache = await createCache(config.redisUrl);
  const counters = await createCounterStore(config.redisUrl);
  if (config.accounts.captchaTestAnswer)
    console.warn('CAPTCHA_TEST_ANSWER is set: for automated tests only.');
  const app = await buildApp({
    config,
    db: database.handle.db,
    cache,
    counters,
    secrets: createSecretBox(secrets.keyring),
    accounts: config.accounts,
    payments: config.payments,
    ledgerBatch: config.ledgerBatch,
    lottery: config.lottery,
    vendorSim: config.vendorSim,
    securityHeaders: config.securityHeaders,
  });
  // Background jobs (lottery draws, withdrawal auto-receive, gateway notification retries): exactly once across instances.
  const jobs = createJobWorker({
    db: database.handle.db,
    handlers: app.jobHandlers,
    pollMs: config.jobPollMs,
    log: app.log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await jobs.stop();
      await app.close();
      await cache.close();
      await counters.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error(error);
    await cache.close();
    await counters.close();
    await database.close();
    process.exit(1);
  }
  // The lottery's draw job re-enqueues itself; this starts the chain on a fresh database.
  await app.lottery.ensureTick(true);
  jobs.start();
  console.info(`Jade is ready at ${readableUrl(config.host, config.port)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
