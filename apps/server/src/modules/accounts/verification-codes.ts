import { createHash, randomInt } from 'node:crypto';
import { AppError } from '../../platform/errors';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { consume } from '../../platform/rate-limit/rate-limit';
import type { SmsProvider } from './messaging';
import type { AccountsRepository } from './repository';
import { LIMITS } from './limits';

export type CodePurpose = 'register' | 'login' | 'forgot';

/** Wrong guesses a code survives. */
export const MAX_CODE_ATTEMPTS = 5;

function hashCode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

export function codeTarget(dialingCode: string, mobile: string): string {
  return `${dialingCode} ${mobile}`;
}

/**
 * SMS verification codes: 6 digits from a CSPRNG, stored hashed with their purpose and target, valid
 * `minutes`, at most MAX_CODE_ATTEMPTS wrong guesses, single use; a fresh send ends the previous code.
 */
export function createVerificationCodes(deps: {
  repo: AccountsRepository;
  sms: SmsProvider;
  counters: CounterStore;
  minutes: number;
  dailyQuota: number;
  now: () => number;
}) {
  const { repo, counters, now } = deps;

  return {
    expiredMinutes: deps.minutes,

    /**
     * Sends a code, after the limits: per number 1 a minute and 5 an hour, per IP 10 an hour
     * (`sms.too.many`), and the merchant's daily quota (`sms.quota.insufficient`).
     */
    async send(input: {
      merchant: string;
      dialingCode: string;
      mobile: string;
      purpose: CodePurpose;
      ip: string;
      /** False: count the limits but send nothing (a number with no account asks for a login code). */
      deliver?: boolean;
    }): Promise<void> {
      const target = codeTarget(input.dialingCode, input.mobile);
      await consume(counters, LIMITS.smsPerNumberMinute, `${input.merchant}:${target}`);
      await consume(counters, LIMITS.smsPerNumberHour, `${input.merchant}:${target}`);
      await consume(counters, LIMITS.smsPerIp, input.ip);
      if (input.deliver === false) return;
      const day = new Date(now()).toISOString().slice(0, 10);
      const quota = await counters.hit(`sms-quota:${input.merchant}:${day}`, 24 * 3_600_000);
      if (quota.count > deps.dailyQuota) throw new AppError('sms.quota.insufficient', 400);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = `${input.merchant}:${target}:${input.purpose}:${now()}`;
      await repo.replaceCode({
        merchantCode: input.merchant,
        purpose: input.purpose,
        target,
        codeHash: `${salt}$${hashCode(salt, code)}`,
        createdAt: new Date(now()),
        expiresAt: new Date(now() + deps.minutes * 60_000),
      });
      try {
        await deps.sms.send({
          merchant: input.merchant,
          mobile: input.mobile,
          dialingCode: input.dialingCode,
          text: `Your Jade verification code is ${code}. It expires in ${deps.minutes} minutes.`,
        });
      } catch {
        throw new AppError('sms.unknown', 502);
      }
    },

    /**
     * Checks and uses up a code. Errors: `sms.code.missing`, `sms.code.expired`, `sms.code.invalid`
     * (wrong, used, unknown, or too many wrong guesses).
     */
    async verify(input: {
      merchant: string;
      dialingCode: string;
      mobile: string;
      purposes: readonly CodePurpose[];
      code: string | undefined;
    }): Promise<void> {
      const code = input.code?.trim() ?? '';
      if (code === '') throw new AppError('sms.code.missing', 400);
      const row = await repo.latestCode(
        input.merchant,
        codeTarget(input.dialingCode, input.mobile),
        input.purposes,
      );
      if (!row || row.consumedAt !== null || row.attempts >= MAX_CODE_ATTEMPTS) {
        throw new AppError('sms.code.invalid', 400);
      }
      if (row.expiresAt.getTime() <= now()) throw new AppError('sms.code.expired', 400);
      const [salt, expected] = row.codeHash.split('$') as [string, string];
      if (!/^[0-9]{6}$/.test(code) || hashCode(salt, code) !== expected) {
        await repo.countCodeAttempt(row.id);
        throw new AppError('sms.code.invalid', 400);
      }
      if (!(await repo.consumeCode(row.id, new Date(now())))) throw new AppError('sms.code.invalid', 400);
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
