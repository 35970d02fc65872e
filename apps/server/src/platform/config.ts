import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AccountsSettings } from '../modules/accounts/settings';
import { parseSecretKeyring } from './crypto/secret-box';
import { DEFAULT_REDIS_NAMESPACE } from './redis-namespace';
import { DEFAULT_LEDGER_BATCH, type LedgerBatchSettings } from '../modules/ledger/batch-post';
import type { PaymentsSettings } from '../modules/payments/settings';
import type { SecurityHeadersSettings } from './http/security-headers';

/** Fastify's `trustProxy`: off, on, a hop count, or a list of addresses/CIDRs ("loopback", "10.0.0.0/8"). */
export type TrustProxy = boolean | number | string;

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), {
    message: 'expected true or false',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const port = z.coerce.number().int().min(1).max(65535);

/** A comma-separated list of origins (https://games.example.com), for the site's CSP. */
const originList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
  )
  .refine((list) => list.every((o) => /^https:\/\/[a-z0-9.*-]+(:\d+)?$/i.test(o)), {
    message: 'https origins separated by commas (https://games.example.com)',
  });

function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim();
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false' || lower === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  EMBEDDED_PG_PORT: port
    .refine((p) => p !== 5432, 'must not be 5432, where a system PostgreSQL may run')
    .default(54329),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'must be 1-32 lowercase letters, digits, - or _')
    .default(DEFAULT_REDIS_NAMESPACE),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SEED_DEMO: booleanFlag.default(true),
  MAINTENANCE: booleanFlag.optional(),
  MAINTENANCE_END: z.iso
    .datetime({ offset: true })
    .transform((v) => new Date(v))
    .optional(),
  REGION_RESTRICTION: booleanFlag.optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  SMS_CODE_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  SMS_DAILY_QUOTA: z.coerce.number().int().min(0).default(1000),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(0),
  PUBLIC_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'an origin such as https://www.example.com')
    .optional(),
  ARGON2_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(8192)
    .max(1024 * 1024)
    .default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(20).default(2),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(16).default(1),
  CAPTCHA_TEST_ANSWER: z
    .string()
    .regex(/^[A-Za-z0-9]{4,8}$/)
    .optional(),
  NODE_ENV: z.string().optional(),
  GATEWAY_SIM_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  GATEWAY_SIM: booleanFlag.default(true),
  VENDOR_SIM: booleanFlag.default(true),
  HSTS: booleanFlag.optional(),
  CSP_VENDOR_ORIGINS: originList.default([]),
  CSP_GATEWAY_ORIGINS: originList.default([]),
  GOOGLE_TAG: booleanFlag.default(false),
  WITHDRAW_AUTO_RECEIVE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  JOB_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  // A bearer token long enough not to be guessed; unset keeps /metrics closed (404).
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  LOTTERY_ELOTT_DRAW_SECONDS: z.coerce.number().int().min(10).max(86_400).default(60),
  LOTTERY_LOTT_DRAW_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  LOTTERY_CLOSE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  LOTTERY_DRAW_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  AGENT_CONTRACT_PAYER: z.enum(['upline', 'house']).default('upline'),
  AGENT_DIVIDEND_PERIOD: z.enum(['halfMonth', 'month']).default('halfMonth'),
  AGENT_SETTLE_LAG_SECONDS: z.coerce.number().int().min(0).max(3600).default(90),
  // Test clocks only (e2e): every day, hour and dividend period of the contracts lasts this long.
  AGENT_TEST_PERIOD_SECONDS: z.coerce.number().int().min(10).max(86_400).optional(),
  REWARDS_VIP_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(15_000),
  /** How often the rebates read new bet facts once caught up (ms). */
  REWARDS_REBATE_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(15_000),
  /** How often the bonuses' wagering reads new bet facts once caught up (ms). */
  REWARDS_BONUS_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(15_000),
  LEDGER_BATCH: booleanFlag.default(true),
  LEDGER_BATCH_MAX: z.coerce.number().int().min(2).max(1000).default(DEFAULT_LEDGER_BATCH.maxSize),
  LEDGER_BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(DEFAULT_LEDGER_BATCH.concurrency),
  SECRET_KEYS: z
    .string()
    .refine((text) => {
      try {
        parseSecretKeyring(text);
        return true;
      } catch {
        return false;
      }
    }, 'id:base64 keys of 32 bytes, separated by commas (docs/security.md)')
    .optional(),
  DEFAULT_MERCHANT: z
    .string()
    .regex(/^[a-z0-9_]{2,32}$/, 'a merchant code: lower-case letters, digits and _')
    .optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Unset: the embedded PostgreSQL in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel (REDIS_NAMESPACE, default `jade`). */
  redisNamespace: string;
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  seedDemo: boolean;
  /** Operator overrides from the environment; they win over the settings in the database. */
  overrides: {
    maintenance: boolean | undefined;
    maintenanceEnd: Date | undefined;
    regionRestriction: boolean | undefined;
  };
  defaultMerchant: string | undefined;
  migrationsDir: string;
  accounts: AccountsSettings;
  payments: PaymentsSettings;
  /** How often the background job worker looks for due jobs (JOB_POLL_MS). */
  jobPollMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long a SIGTERM waits for in-flight requests and claimed jobs. */
  shutdownTimeoutMs: number;
  /** METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`; unset: 404. */
  metricsToken: string | undefined;
  /** Lottery draw intervals, betting close and retention (LOTTERY_* variables, docs/operations.md). */
  lottery: { elottSeconds: number; lottSeconds: number; closeSeconds: number; retentionDays: number };
  /** Agent contracts (AGENT_* variables, docs/operations.md): payer, dividend period, settlement lag. */
  agentContracts: {
    payer: 'upline' | 'house';
    dividendPeriod: 'halfMonth' | 'month';
    settleLagMs: number;
    testPeriodMs: number | undefined;
  };
  /** Rewards (REWARDS_* variables): how often the VIP figures read new bet facts once caught up. */
  rewards: { vipIntervalMs: number; rebateIntervalMs: number; bonusIntervalMs: number };
  /** Group commit of standalone ledger transfers (LEDGER_BATCH, LEDGER_BATCH_MAX, LEDGER_BATCH_CONCURRENCY). */
  ledgerBatch: LedgerBatchSettings;
  /** Keys of the secrets at rest (SECRET_KEYS); unset: a key file in `dataDir` (not in production). */
  secretKeys: string | undefined;
  /** VENDOR_SIM: the demo vendor's game pages (/vendor-sim) are served. */
  vendorSim: boolean;
  /** HSTS, CSP_VENDOR_ORIGINS, CSP_GATEWAY_ORIGINS, GOOGLE_TAG (platform/http/security-headers.ts). */
  securityHeaders: SecurityHeadersSettings;
  production: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The apps/server folder, found by walking up from this file: the same answer from src/ (tsx) and dist/ (bundle). */
export function serverRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@jade/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new ConfigError(`cannot find the @jade/server folder above ${start}`);
    dir = parent;
  }
}

/** Reads and validates the environment. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CAPTCHA_TEST_ANSWER && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA_TEST_ANSWER: not allowed when NODE_ENV=production',
    );
  }
  const root = serverRoot();
  const baseDir = env.INIT_CWD || process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(baseDir, e.DATA_DIR ?? 'data'),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : path.resolve(root, '../web/dist'),
    seedDemo: e.SEED_DEMO,
    overrides: {
      maintenance: e.MAINTENANCE,
      maintenanceEnd: e.MAINTENANCE_END,
      regionRestriction: e.REGION_RESTRICTION,
    },
    defaultMerchant: e.DEFAULT_MERCHANT,
    migrationsDir: path.join(root, 'migrations'),
    accounts: {
      sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
      sessionMaxHours: e.SESSION_MAX_HOURS,
      smsCodeMinutes: e.SMS_CODE_MINUTES,
      smsDailyQuota: e.SMS_DAILY_QUOTA,
      passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
      publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      argon2: {
        memoryKiB: e.ARGON2_MEMORY_KIB,
        timeCost: e.ARGON2_TIME_COST,
        parallelism: e.ARGON2_PARALLELISM,
      },
      captchaTestAnswer: e.CAPTCHA_TEST_ANSWER,
      logCodes: e.LOG_LEVEL === 'debug' || e.LOG_LEVEL === 'trace',
    },
    payments: {
      gatewaySimSecret: e.GATEWAY_SIM_SECRET,
      gatewaySim: e.GATEWAY_SIM,
      withdrawAutoReceiveMinutes: e.WITHDRAW_AUTO_RECEIVE_MINUTES,
      notificationWindowMs: 5 * 60_000,
    },
    jobPollMs: e.JOB_POLL_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    lottery: {
      elottSeconds: e.LOTTERY_ELOTT_DRAW_SECONDS,
      lottSeconds: e.LOTTERY_LOTT_DRAW_SECONDS,
      closeSeconds: e.LOTTERY_CLOSE_SECONDS,
      retentionDays: e.LOTTERY_DRAW_RETENTION_DAYS,
    },
    agentContracts: {
      payer: e.AGENT_CONTRACT_PAYER,
      dividendPeriod: e.AGENT_DIVIDEND_PERIOD,
      settleLagMs: e.AGENT_SETTLE_LAG_SECONDS * 1000,
      testPeriodMs:
        e.AGENT_TEST_PERIOD_SECONDS === undefined ? undefined : e.AGENT_TEST_PERIOD_SECONDS * 1000,
    },
    rewards: {
      vipIntervalMs: e.REWARDS_VIP_INTERVAL_MS,
      rebateIntervalMs: e.REWARDS_REBATE_INTERVAL_MS,
      bonusIntervalMs: e.REWARDS_BONUS_INTERVAL_MS,
    },
    ledgerBatch: {
      enabled: e.LEDGER_BATCH,
      maxSize: e.LEDGER_BATCH_MAX,
      concurrency: e.LEDGER_BATCH_CONCURRENCY,
    },
    secretKeys: e.SECRET_KEYS,
    vendorSim: e.VENDOR_SIM,
    securityHeaders: {
      // Behind a TLS proxy the server sees HTTP: HSTS follows the public address unless set.
      hsts: e.HSTS ?? (e.PUBLIC_BASE_URL ?? '').startsWith('https://'),
      vendorOrigins: e.CSP_VENDOR_ORIGINS,
      gatewayOrigins: e.CSP_GATEWAY_ORIGINS,
      googleTag: e.GOOGLE_TAG,
    },
    production: e.NODE_ENV === 'production',
  };
}
