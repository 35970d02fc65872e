import type { FastifyBaseLogger } from 'fastify';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import type { Database } from '../../platform/db/client';
import type { BrandService } from '../brand/service';
import { createCaptchaService } from './captcha';
import {
  createOutboxMailProvider,
  createOutboxSmsProvider,
  type MailProvider,
  type SmsProvider,
} from './messaging';
import { createPasswordHasher } from './passwords';
import { createAccountsRepository, type MemberRow } from './repository';
import { createSealingKeyring } from './sealing-keys';
import { createAccountsService, type AffiliateLinkResolver } from './service';
import { createTeamRepository } from './team-repository';
import { createAuthenticate, createSessionService } from './sessions';
import { DEFAULT_ACCOUNTS_SETTINGS, type AccountsSettings } from './settings';
import { createVerificationCodes } from './verification-codes';

/** Builds the accounts capability: repository, sessions and auth hook, providers, services. */
export function createAccounts(deps: {
  db: Database;
  brands: BrandService;
  counters: CounterStore;
  settings?: Partial<AccountsSettings> | undefined;
  now?: (() => number) | undefined;
  log?: FastifyBaseLogger | undefined;
  sms?: SmsProvider | undefined;
  mail?: MailProvider | undefined;
  onTrialCreated?: ((member: MemberRow) => Promise<void>) | undefined;
  /** The agents' affiliate links (registration through a link joins its agent). */
  resolveAffiliateLink?: AffiliateLinkResolver | undefined;
}) {
  const settings: AccountsSettings = { ...DEFAULT_ACCOUNTS_SETTINGS, ...deps.settings };
  const now = deps.now ?? Date.now;
  const repo = createAccountsRepository(deps.db);
  const sessions = createSessionService({ repo, settings, now });
  const captchas = createCaptchaService({
    repo,
    counters: deps.counters,
    now,
    testAnswer: settings.captchaTestAnswer,
  });
  const codes = createVerificationCodes({
    repo,
    sms: deps.sms ?? createOutboxSmsProvider(repo, deps.log, settings.logCodes),
    counters: deps.counters,
    minutes: settings.smsCodeMinutes,
    dailyQuota: settings.smsDailyQuota,
    now,
  });
  const hasher = createPasswordHasher(settings.argon2);
  const accounts = createAccountsService({
    repo,
    brands: deps.brands,
    sessions,
    codes,
    captchas,
    mail: deps.mail ?? createOutboxMailProvider(repo, deps.log, settings.logCodes),
    hasher,
    counters: deps.counters,
    settings,
    now,
    onTrialCreated: deps.onTrialCreated,
    resolveAffiliateLink: deps.resolveAffiliateLink,
  });
  // The downline (closure table member_tree): what agents' pages and the bet facts' roll-ups read.
  const tree = {
    isInDownline: repo.isInDownline,
    downlineIds: repo.downlineIds,
    downlineMembers: repo.downlineMembers,
    downlineSubquery: repo.downlineSubquery,
    ancestorsOf: repo.ancestorsOf,
    countDownlines: repo.countDownlines,
  };
  return {
    repo,
    tree,
    /** The agent centre's team pages (register centre, downline management). */
    team: createTeamRepository(deps.db),
    sessions,
    captchas,
    accounts,
    hasher,
    keyring: createSealingKeyring(repo, now),
    authenticate: createAuthenticate(sessions),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
export type DownlineTree = Accounts['tree'];
