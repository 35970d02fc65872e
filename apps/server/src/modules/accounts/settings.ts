import { DEFAULT_ARGON2, type Argon2Params } from './passwords';

/** Tunables of the accounts capability (env variables in docs/operations.md). */
export interface AccountsSettings {
  /** A session ends after this long without a request (SESSION_IDLE_MINUTES, default 120). */
  sessionIdleMinutes: number;
  /** …and this long after login whatever happens (SESSION_MAX_HOURS, default 24). */
  sessionMaxHours: number;
  /** Life of an SMS code (SMS_CODE_MINUTES, default 5): the `expiredMinutes` of the SMS calls. */
  smsCodeMinutes: number;
  /** SMS messages a merchant may send per day (SMS_DAILY_QUOTA, default 1000). */
  smsDailyQuota: number;
  /** Origin of the links in e-mails (PUBLIC_BASE_URL), e.g. https://www.example.com. */
  publicBaseUrl: string;
  /** A changed password expires after this many days; 0 = never (PASSWORD_MAX_AGE_DAYS). */
  passwordMaxAgeDays: number;
  argon2: Argon2Params;
  /**
   * CAPTCHA_TEST_ANSWER: every captcha accepts this answer too. For automated browser tests only; the
   * server refuses to start with it when NODE_ENV=production.
   */
  captchaTestAnswer: string | undefined;
  /** Whether SMS codes may appear in logs (LOG_LEVEL=debug). */
  logCodes: boolean;
}

export const DEFAULT_ACCOUNTS_SETTINGS: AccountsSettings = {
  sessionIdleMinutes: 120,
  sessionMaxHours: 24,
  smsCodeMinutes: 5,
  smsDailyQuota: 1000,
  publicBaseUrl: 'http://localhost:8080',
  passwordMaxAgeDays: 0,
  argon2: DEFAULT_ARGON2,
  captchaTestAnswer: undefined,
  logCodes: false,
};
