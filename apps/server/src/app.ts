import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_LANGUAGE } from '@jade/contract/languages';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { artworkRoutes } from './modules/artwork/routes';
import { createAccounts } from './modules/accounts';
import { createBetFacts, type BetFacts, type BetFactsSettings } from './modules/bet-facts';
import { createAgents, createTeamRebateRates, type AgentsDeps } from './modules/agents';
import type { AgentContracts } from './modules/agents/contracts';
import { agentRoutes } from './modules/agents/routes';
import { createRewards, type Rewards } from './modules/rewards';
import { opsRewardRoutes } from './modules/rewards/ops-routes';
import { rewardRoutes } from './modules/rewards/routes';
import { missionRoutes, opsMissionRoutes } from './modules/rewards/missions-routes';
import { NotLoggedInError } from './platform/errors';
import { createPointsModule, opsPointRoutes, pointRoutes, type Points } from './modules/points';
import { createProfileModule, opsProfileRoutes, profileRoutes } from './modules/profile';
import { createChat } from './modules/chat';
import { chatRoutes } from './modules/chat/routes';
import type { StreamSettings } from './modules/chat/stream';
import { createContent } from './modules/content';
import { createDashboard, dashboardOpsRoutes } from './modules/dashboard';
import { opsContentRoutes } from './modules/content/ops-routes';
import { contentRoutes } from './modules/content/routes';
import { createOperators } from './modules/operators';
import { operatorRoutes } from './modules/operators/routes';
import { opsSessionRoutes } from './modules/operators/session-routes';
import { createPayments } from './modules/payments';
import { SIM_NOTIFY_PATH } from './modules/payments/gateway-sim';
import { paymentRoutes } from './modules/payments/routes';
import { createDepositReads } from './modules/payments/deposit-reads';
import { opsPaymentSettingsRoutes } from './modules/payments/ops-settings-routes';
import type { PaymentsSettings } from './modules/payments/settings';
import type { MailProvider, SmsProvider } from './modules/accounts/messaging';
import { accountRoutes } from './modules/accounts/routes';
import type { AccountsSettings } from './modules/accounts/settings';
import { createBrandRepository } from './modules/brand/repository';
import { createBrandService } from './modules/brand/service';
import { createVendorRepository } from './modules/games/repository';
import { createGamesOpsModule } from './modules/games/ops-index';
import { opsGameRoutes } from './modules/games/ops-routes';
import { gamesRoutes } from './modules/games/routes';
import { createGamesService } from './modules/games/service';
import { createLedgerService, type LedgerBatchSettings } from './modules/ledger/ledger-service';
import { createLedgerRepository } from './modules/ledger/repository';
import { walletRoutes } from './modules/wallet/routes';
import { vendorApiRoutes } from './modules/vendor-api/routes';
import { inhouseGameRoutes } from './modules/inhouse-games/routes';
import { vendorSecret } from './modules/vendor-api/credentials';
import { vendorSimRoutes } from './vendor-sim/routes';
import { betRecordRoutes } from './modules/bet-records/routes';
import { createPlayersDeskModule } from './modules/players-desk';
import { opsPlayerRoutes } from './modules/players-desk/ops-routes';
import { createBetRecordsService } from './modules/bet-records/service';
import { createInhouseGamesService } from './modules/inhouse-games/service';
import { lotteryRoutes } from './modules/lottery/routes';
import { createLotteryService, type LotteryService } from './modules/lottery/service';
import type { LotterySchedule } from './modules/lottery/schedule';
import {
  createVendorApiService,
  type LaunchGrant,
  type VendorApiSettings,
} from './modules/vendor-api/service';
import { createWalletService } from './modules/wallet/service';
import { createSettingsRepository } from './modules/settings/repository';
import { createSettingsService } from './modules/settings/service';
import { createSettingsOpsService } from './modules/settings/ops-service';
import { opsSettingsRoutes } from './modules/settings/ops-routes';
import { createBrandOpsService } from './modules/brand/ops-service';
import { createSystemService } from './modules/system/service';
import { createFirstScreenRenderer } from './modules/first-screen/service';
import { systemRoutes } from './modules/system/routes';
import type { Cache } from './platform/cache/cache';
import { createMemoryPubSub, type PubSub } from './platform/pubsub/pubsub';
import type { SecretBox } from './platform/crypto/secret-box';
import type { AppConfig, TrustProxy } from './platform/config';
import type { Database } from './platform/db/client';
import { createGeoipCountryLookup, type GeoLookup } from './platform/geo/geo-lookup';
import { createReadiness, registerHealthRoutes, type Readiness } from './platform/health/readiness';
import { createMetrics, registerMetrics, type Metrics, type PoolStats } from './platform/metrics/metrics';
import type { JobHandler } from './platform/jobs/worker';
import type { Authenticate } from './platform/http/authenticate';
import { apiNotFound, installErrorHandling, isApiPath, requestIdFrom } from './platform/http/error-handler';
import { installInputGuard } from './platform/http/input-guard';
import { createSealedBodyOpener } from './platform/http/sealed-body';
import {
  DEFAULT_SECURITY_HEADERS,
  registerSecurityHeaders,
  swaggerUiCsp,
  type SecurityHeadersSettings,
} from './platform/http/security-headers';
import { createMemoryCounterStore, type CounterStore } from './platform/rate-limit/counter-store';
import { registerStaticSite, siteScriptHashes, wantsSiteFallback } from './platform/static/static-site';

export type AppSettings = Pick<
  AppConfig,
  'trustProxy' | 'logLevel' | 'webDist' | 'overrides' | 'defaultMerchant'
>;

export interface AppDeps {
  config: AppSettings;
  db: Database;
  cache: Cache;
  /** Seals secrets at rest (in-house and lottery server seeds) with the SECRET_KEYS keyring. */
  secrets: SecretBox;
  geo?: GeoLookup;
  /** Rate limits, lock-outs and the sealed-body replay guard (Redis when REDIS_URL); in-process by default. */
  counters?: CounterStore;
  /** Live updates across instances (live chat): Redis pub/sub when REDIS_URL; in-process by default. */
  pubsub?: PubSub;
  /** Live chat's event streams: keep-alive and session-check intervals (tests shorten them). */
  chatStreams?: Partial<StreamSettings>;
  /** Accounts tunables (sessions, SMS, argon2…); defaults in modules/accounts/settings.ts. */
  accounts?: Partial<AccountsSettings>;
  /** The clock of sessions, codes and links; tests move it. */
  now?: () => number;
  sms?: SmsProvider;
  mail?: MailProvider;
  /** Group commit of standalone ledger transfers; defaults in modules/ledger/batch-post.ts. */
  ledgerBatch?: Partial<LedgerBatchSettings>;
  /** Payments tunables (gateway secret, auto-receive minutes); defaults in modules/payments/settings.ts. */
  payments?: Partial<PaymentsSettings>;
  /** The seamless-wallet API: the launch-token lookup of the catalogue and tunables (tests shorten them). */
  vendorApi?: {
    consumeLaunchToken?: (token: string) => Promise<LaunchGrant | null>;
    settings?: Partial<VendorApiSettings>;
  };
  /** Roll-up batch sizes and interval of the bet facts; defaults in modules/bet-facts/service.ts. */
  betFacts?: Partial<BetFactsSettings>;
  /** Lottery draw intervals (LOTTERY_* env); defaults in modules/lottery/schedule.ts. */
  lottery?: Partial<LotterySchedule>;
  /** Agent contracts: payer, dividend period, settlement lag, test period (AGENT_* env). */
  agentContracts?: AgentsDeps['contracts'];
  /** How often the VIP facts job runs once caught up (REWARDS_VIP_INTERVAL_MS). */
  rewards?:
    | {
        vipIntervalMs?: number | undefined;
        rebateIntervalMs?: number | undefined;
        bonusIntervalMs?: number | undefined;
        /** The prize wheel's draw, an integer in [0, max) (tests); a CSPRNG otherwise. */
        wheelRandom?: ((max: number) => number) | undefined;
      }
    | undefined;
  /** Where the vendor simulator reaches this server's API; default: the address the app listens on. */
  vendorSimJadeUrl?: string;
  /** VENDOR_SIM: the demo vendor's pages (/vendor-sim) are served; default on. */
  vendorSim?: boolean;
  /** HSTS and the origins of the site's CSP (platform/http/security-headers.ts); defaults: none. */
  securityHeaders?: Partial<SecurityHeadersSettings>;
  /** Replaces the session-based auth hook (tests of the gates). */
  authenticate?: Authenticate;
  /** Checks behind GET /readyz (main.ts: database, Redis, migrations); default: the database answers. */
  readiness?: Readiness;
  /** Prometheus metrics (main.ts shares them with the job worker); default: a registry of this app's own. */
  metrics?: Metrics;
  /** METRICS_TOKEN: /metrics needs `Authorization: Bearer <token>`; unset: /metrics is 404. */
  metricsToken?: string;
  /** Fastify's logger option; tests pass false. */
  logger?: FastifyServerOptions['logger'];
}

/** A hop count becomes the function proxy-addr would build; strings and booleans pass as they are. */
export function fastifyTrustProxy(value: TrustProxy) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export const BODY_LIMIT = 1024 * 1024;

/** This server's own address for calls to itself (the wildcard addresses become loopback). */
function listeningUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return 'http://127.0.0.1';
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Handlers of background jobs by kind, for the worker main.ts starts. */
    jobHandlers: ReadonlyMap<string, JobHandler>;
    /** The lottery (main.ts starts its draw job chain). */
    lottery: LotteryService;
    /** The value engine (main.ts starts its roll-up job chain; tests and the seed run roll-ups). */
    betFacts: BetFacts;
    /** Agent contracts (main.ts starts their settlement chains; tests run periods). */
    agentContracts: AgentContracts;
    /** The reward economy (main.ts starts the VIP facts chain; tests run it). */
    rewards: Rewards;
    /** Points (main.ts starts their facts chain; tests drain it). */
    points: Points;
  }
}

export function loggerOptions(level: AppConfig['logLevel']): FastifyServerOptions['logger'] {
  // Pretty logs only for a person watching a terminal in debug mode; JSON lines everywhere else.
  const pretty = level === 'debug' && process.stdout.isTTY;
  return pretty ? { level, transport: { target: 'pino-pretty' } } : { level };
}

/** Builds the HTTP application on an already migrated database. Tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, cache } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    // Leaves room for the accounts work; the site sends no long URLs.
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installInputGuard(app);
  // Before every other route, so the request timer sees them all.
  const metrics = deps.metrics ?? createMetrics();
  registerMetrics(app, metrics, deps.metricsToken);
  const pool = (db as unknown as { $client?: PoolStats }).$client;
  if (pool && typeof pool.totalCount === 'number') metrics.watchPool('main', pool);
  registerHealthRoutes(
    app,
    deps.readiness ??
      createReadiness({
        database: async () => {
          await db.execute(sql`select 1`);
        },
      }),
  );
  // Security headers on every answer; the CSP allows the built index.html's inline scripts by hash.
  await registerSecurityHeaders(
    app,
    { ...DEFAULT_SECURITY_HEADERS, ...deps.securityHeaders },
    siteScriptHashes(config.webDist),
  );

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Jade API',
        version: '0.1.0',
        description:
          'Every answer is `{success:true,value}` or `{success:false,errorCode,message,requestId}`. Headers: Merchant, Language, Authorization, Device.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The Swagger UI sends its own CSP (its inline code by hash), replacing the site's.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: swaggerUiCsp,
  });

  const geo = deps.geo ?? createGeoipCountryLookup();
  const brandRepo = createBrandRepository(db);
  const brands = createBrandService({
    repo: brandRepo,
    cache,
    defaultMerchant: config.defaultMerchant,
  });
  const settings = createSettingsService({
    repo: createSettingsRepository(db),
    cache,
    brands,
    geo,
    overrides: config.overrides,
  });
  const games = createGamesService({ vendors: createVendorRepository(db), cache, db, now: deps.now });
  const system = createSystemService({ brands, settings });
  const counters = deps.counters ?? createMemoryCounterStore(deps.now);
  // The wallet needs the accounts' repository and hasher; free play needs the wallet (demo money).
  const accounts = createAccounts({
    db,
    brands,
    counters,
    settings: deps.accounts,
    now: deps.now,
    log: app.log,
    sms: deps.sms,
    mail: deps.mail,
    onTrialCreated: async (member) => wallet.creditTrial(member),
    // An agent's affiliate link (agents module, built below) registers its visitors under the agent.
    resolveAffiliateLink: async (merchantCode, code) => agents.team.resolveLink(merchantCode, code),
  });
  // The value engine: game modules write facts through its recorder, reports read its roll-ups.
  const betFacts = createBetFacts({
    db,
    tree: accounts.tree,
    timeZoneOf: async (code) => {
      const merchant = (await brands.directory()).byCode.get(code);
      if (!merchant) throw new Error(`unknown merchant ${code}`);
      return merchant.timeZone;
    },
    settings: deps.betFacts,
    now: deps.now,
  });
  const betFactRecorder = { record: betFacts.record };
  const ledger = createLedgerService(db, { batch: deps.ledgerBatch, observer: metrics });
  // Transfers still queued for group commit are posted before the database closes.
  app.addHook('onClose', async () => ledger.close());
  const wallet = createWalletService({
    db,
    ledger,
    ledgerRepo: createLedgerRepository(db),
    accounts: accounts.repo,
    brands,
    hasher: accounts.hasher,
    counters,
  });
  const payments = createPayments({
    db,
    ledger,
    hasher: accounts.hasher,
    counters,
    settings: deps.payments,
    now: deps.now,
    regions: () => brandRepo.allRegions(),
    // A credited deposit counts toward the member's VIP month and may earn a first-deposit bonus
    // (rewards, built below), in its transaction; a withdrawal meets the brand's bonus rule.
    onDepositCredited: async (tx, deposit) => {
      await rewards.vip.depositCredited(tx, deposit);
      await rewards.bonuses.depositCredited(tx, deposit);
    },
    onWithdrawalRequested: async (tx, member) => rewards.bonuses.withdrawalRequested(tx, member),
    withdrawalLimits: async (memberId) => rewards.vip.withdrawLimits(memberId),
    openBonuses: async (memberIds) => rewards.bonuses.membersWithOpenBonus(memberIds),
  });
  const operators = createOperators({
    db,
    hasher: accounts.hasher,
    counters,
    secrets: deps.secrets,
    payments,
    ledger,
    now: deps.now,
    defaultMerchant: async () => (await brands.resolveMerchant(undefined, undefined)).code,
    checkCaptcha: (id, answer) => accounts.captchas.check(id, answer),
  });
  const lottery = createLotteryService({
    db,
    ledger,
    secrets: deps.secrets,
    merchantCurrency: async (code) => {
      const merchant = (await brands.directory()).byCode.get(code);
      if (!merchant) throw new Error(`unknown merchant ${code}`);
      return merchant.currency;
    },
    schedule: deps.lottery,
    betFacts: betFactRecorder,
    now: deps.now,
  });
  // The background jobs main.ts runs (platform/jobs/worker.ts).
  const jobHandlers = new Map([...payments.jobHandlers, ...lottery.jobHandlers, ...betFacts.jobHandlers]);
  app.decorate('jobHandlers', jobHandlers);
  app.decorate('lottery', lottery);
  app.decorate('betFacts', betFacts);
  app.decorate('platform', {
    brands,
    settings,
    // Operators' `/ops` calls extend the players' hook; every other auth level is the players' own.
    authenticate: deps.authenticate ?? operators.auth.authenticate(accounts.authenticate),
    openSealed: createSealedBodyOpener({ keyring: accounts.keyring, replay: counters, now: deps.now }),
  });
  // The forgot-password e-mail call is a form post (wire §1).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  await app.register(async (api) =>
    systemRoutes(api, {
      system,
      brands,
      games,
      setMemberLanguage: (member, language) => accounts.accounts.setLanguage(member, language),
    }),
  );
  await app.register(async (api) =>
    accountRoutes(api, {
      accounts: accounts.accounts,
      sessions: accounts.sessions,
      captchas: accounts.captchas,
      keyring: accounts.keyring,
    }),
  );
  await app.register(async (api) =>
    walletRoutes(api, {
      wallet,
      // The contract flags come from the agents' contracts (built below; called per request).
      consolidated: (member) => agents.contracts.service.consolidated(member),
    }),
  );
  await app.register(async (api) => gamesRoutes(api, { catalogue: games.catalogue }));
  // Games and vendors in the back office (modules/games ops-*).
  const gamesOps = createGamesOpsModule({
    db,
    cache,
    gameFigures: (...args) => betFacts.gameFigures(...args),
    now: deps.now,
  });
  await app.register(async (api) => opsGameRoutes(api, { ops: gamesOps }));
  await app.register(async (api) =>
    paymentRoutes(api, {
      deposits: payments.deposits,
      withdrawals: payments.withdrawals,
      sim: payments.sim,
      gatewaySim: payments.settings.gatewaySim,
      brands,
      merchantName: async (code) => {
        const merchant = await brands.resolveMerchant(code, undefined);
        return `${merchant.countryName} (${merchant.code})`;
      },
    }),
  );
  await app.register(async (api) =>
    opsSessionRoutes(api, {
      auth: operators.auth,
      accounts: operators.accounts,
      auditLog: operators.auditLog,
    }),
  );
  await app.register(async (api) =>
    operatorRoutes(api, {
      actions: operators.actions,
      deposits: payments.deposits,
      withdrawals: payments.withdrawals,
    }),
  );
  // The simulator notifies us as a gateway would: a signed POST through the full HTTP stack.
  payments.sim.setDelivery(async ({ headers, body }) => {
    const response = await app.inject({ method: 'POST', url: SIM_NOTIFY_PATH, headers, payload: body });
    return response.statusCode === 200 && (response.json() as { success?: boolean }).success === true;
  });
  // A vendor's category is fixed in the catalogue; remembered per process for the bet facts.
  const vendorCategories = new Map<string, string>();
  const vendorApi = createVendorApiService({
    db,
    ledger,
    counters,
    consumeLaunchToken:
      deps.vendorApi?.consumeLaunchToken ?? ((token) => games.catalogue.consumeLaunchToken(token)),
    merchantCurrency: async (code) => {
      const merchant = (await brands.directory()).byCode.get(code);
      if (!merchant) throw new Error(`unknown merchant ${code}`);
      return merchant.currency;
    },
    settings: deps.vendorApi?.settings,
    betFacts: betFactRecorder,
    vendorCategory: async (code) => {
      let category = vendorCategories.get(code);
      if (category === undefined) {
        category = (await games.findVendor(code))?.category ?? 'RNG';
        vendorCategories.set(code, category);
      }
      return category;
    },
    now: deps.now,
  });
  await app.register(async (api) => vendorApiRoutes(api, { vendorApi }));
  // The vendor simulator: an external vendor's game pages, calling the API above over HTTP.
  if (deps.vendorSim !== false)
    await app.register(async (sim) =>
      vendorSimRoutes(sim, {
        jadeUrl: () => deps.vendorSimJadeUrl ?? listeningUrl(app),
        secretFor: (code) => vendorSecret(db, code),
      }),
    );
  const merchantCurrency = async (code: string) => {
    const merchant = (await brands.directory()).byCode.get(code);
    if (!merchant) throw new Error(`unknown merchant ${code}`);
    return merchant.currency;
  };
  const inhouseGames = createInhouseGamesService({
    db,
    ledger,
    counters,
    secrets: deps.secrets,
    merchantCurrency,
    betFacts: betFactRecorder,
    now: deps.now,
  });
  await app.register(async (api) => inhouseGameRoutes(api, { games: inhouseGames }));
  await app.register(async (api) => lotteryRoutes(api, { lottery }));
  const betRecords = createBetRecordsService({ db, now: deps.now });
  await app.register(async (api) => betRecordRoutes(api, { records: betRecords }));
  // The back office's players desk (modules/players-desk) and its four-eyes adjustments.
  const playersDesk = createPlayersDeskModule({
    db,
    ledger: createLedgerRepository(db),
    betRecords,
    hasher: accounts.hasher,
    now: deps.now,
  });
  await app.register(async (api) =>
    opsPlayerRoutes(api, { desk: playersDesk, approvals: operators.approvals }),
  );
  await app.register(async (api) => opsPaymentSettingsRoutes(api, { settings: payments.opsSettings }));
  await app.register(async (img) => artworkRoutes(img, { findVendor: (code) => games.findVendor(code) }));
  const content = createContent({
    db,
    cache,
    counters,
    ledger,
    merchantCurrency,
    now: deps.now,
  });
  await app.register(async (api) => contentRoutes(api, { content }));
  // Live chat (modules/chat): the player's conversation with the desk, streamed over SSE.
  const live = createChat({
    db,
    pubsub: deps.pubsub ?? createMemoryPubSub(),
    counters,
    brandOf: async (code) => {
      const merchant = (await brands.directory()).byCode.get(code);
      if (!merchant) throw new Error(`unknown merchant ${code}`);
      return merchant.brandId;
    },
    now: deps.now,
    log: app.log,
    streams: deps.chatStreams,
  });
  await app.register(async (api) => chatRoutes(api, live));
  await app.register(async (api) => opsContentRoutes(api, { content, brands }));
  // The agent centre (modules/agents): team, reports, contracts.
  const agents = createAgents({
    db,
    ledger,
    brands,
    accounts,
    content,
    counters,
    wallet,
    betFacts,
    lottery,
    contracts: deps.agentContracts,
    now: deps.now,
  });
  for (const [kind, handler] of agents.jobHandlers) jobHandlers.set(kind, handler);
  app.decorate('agentContracts', agents.contracts);
  await app.register(async (api) => agentRoutes(api, { agents }));

  // The player's personal details (modules/profile, decision A-profile-1): the birthday feeds rewards.
  const profile = createProfileModule({
    db,
    members: accounts.repo,
    merchant: async (code) => (await brands.directory()).byCode.get(code),
    now: deps.now ?? Date.now,
  });
  await app.register(async (api) => profileRoutes(api, { profile }));
  await app.register(async (api) => opsProfileRoutes(api, { profile }));

  // The reward economy (modules/rewards): VIP levels from the bet facts and the deposits; rebates at
  // the VIP level's rates, or inside an agent's team at the agent centre's; bonuses with wagering.
  const depositReads = createDepositReads(db);
  const rewards = createRewards({
    db,
    ledger,
    facts: betFacts,
    members: accounts.repo,
    merchant: async (code) => (await brands.directory()).byCode.get(code),
    merchants: async () => (await brands.directory()).merchants,
    agentRates: createTeamRebateRates(db),
    ownWinLoss: async (id, day) => (await betFacts.ownFigures([id], day, day)).get(id)?.winLoss ?? 0n,
    ownFigures: async (id, from, to, category) => {
      const f = (await betFacts.ownFigures([id], from, to, category ? { category } : undefined)).get(id);
      return { validBet: f?.validBet ?? 0n, betCount: f?.betCount ?? 0 };
    },
    depositTotal: (id, start, end) => depositReads.creditedTotal(id, start, end),
    loginDays: (id, start, end, zone) => accounts.repo.loginDays(id, start, end, zone),
    birthdayOf: (id) => profile.birthdayOf(id),
    vipIntervalMs: deps.rewards?.vipIntervalMs,
    rebateIntervalMs: deps.rewards?.rebateIntervalMs,
    bonusIntervalMs: deps.rewards?.bonusIntervalMs,
    wheelRandom: deps.rewards?.wheelRandom,
    now: deps.now,
  });
  for (const [kind, handler] of rewards.jobHandlers) jobHandlers.set(kind, handler);
  app.decorate('rewards', rewards);
  await app.register(async (api) => rewardRoutes(api, { rewards }));
  await app.register(async (api) => opsRewardRoutes(api, { rewards }));
  await app.register(async (api) => missionRoutes(api, { missions: rewards.missions }));
  await app.register(async (api) => opsMissionRoutes(api, { missions: rewards.missions }));

  // Points and the point mall (modules/points, decision R8): a ledger currency earned from the bet facts.
  const pointEntries = createLedgerRepository(db);
  const points = createPointsModule({
    db,
    ledger,
    entries: pointEntries.memberEntries,
    facts: betFacts,
    memberTypes: (tx, ids) => accounts.repo.vipMembers(tx, ids),
    checkPassword: async (memberId, password) => {
      const member = await accounts.repo.findMemberById(memberId);
      if (!member) throw new NotLoggedInError();
      await wallet.checkPaymentPassword(member, password);
    },
    merchant: async (code) => (await brands.directory()).byCode.get(code),
    intervalMs: deps.rewards?.vipIntervalMs,
    now: deps.now ?? Date.now,
  });
  for (const [kind, handler] of points.jobHandlers) jobHandlers.set(kind, handler);
  app.decorate('points', points);
  await app.register(async (api) => pointRoutes(api, { points }));
  await app.register(async (api) => opsPointRoutes(api, { points }));

  // The back office's dashboard: read-only figures of a region (modules/dashboard, decision D-dash-1).
  const dashboard = createDashboard({ db, brands, now: deps.now });
  await app.register(async (api) => dashboardOpsRoutes(api, { dashboard }));

  // The back office's settings: modules, register rules, site access, customer service (S-ops-1).
  const settingsOps = createSettingsOpsService({
    repo: createSettingsRepository(db),
    brands,
    brandOps: createBrandOpsService({ db, repo: brandRepo, cache }),
    cache,
    overrides: config.overrides,
  });
  await app.register(async (api) => opsSettingsRoutes(api, { settings: settingsOps }));

  const firstScreen = createFirstScreenRenderer({
    brands,
    geo,
    banners: (merchantCode, group) => content.banners.list(merchantCode, [group], DEFAULT_LANGUAGE),
  });
  const site = await registerStaticSite(app, config.webDist, firstScreen);
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return apiNotFound(app, request, reply);
    if (site.serving && wantsSiteFallback(request)) return site.sendIndex(request, reply);
    return apiNotFound(app, request, reply);
  });
  return app;
}
