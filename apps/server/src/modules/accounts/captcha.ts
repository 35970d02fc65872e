import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { consume } from '../../platform/rate-limit/rate-limit';
import { drawCaptcha, randomCaptchaText } from './captcha-image';
import { LIMITS } from './limits';
import type { AccountsRepository } from './repository';

export const CAPTCHA_TTL_MS = 2 * 60_000;
/**
 * The accessible alternative to the image: a proof-of-work the browser solves (find a nonce whose
 * SHA-256 of `challenge:nonce` starts with this many zero bits, ~2^17 tries, a few seconds). A script
 * can solve it too, so it is rationed per IP (LIMITS.captchaPowPerIp) much harder than the image.
 */
export const CAPTCHA_POW_BITS = 17;
const POW_PREFIX = 'pow:';

/** True when sha256(`challenge:nonce`) starts with `bits` zero bits. */
export function powSolves(challenge: string, nonce: string, bits: number): boolean {
  if (!/^[0-9]{1,16}$/.test(nonce)) return false;
  const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
  for (let i = 0; i < bits; i++) if ((digest[i >> 3]! >> (7 - (i & 7))) & 1) return false;
  return true;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createCaptchaService(deps: {
  repo: AccountsRepository;
  counters: CounterStore;
  now: () => number;
  testAnswer?: string | undefined;
}) {
  const { repo, now } = deps;
  return {
    /** A new challenge: the id goes into the HttpOnly cookie, the image to the page. */
    async create(ip: string): Promise<{ id: string; dataUrl: string }> {
      await consume(deps.counters, LIMITS.captchaPerIp, ip);
      const text = randomCaptchaText(4);
      const id = randomBytes(24).toString('base64url');
      await repo.insertCaptcha(
        { idHash: sha256(id), answerHash: sha256(text), expiresAt: new Date(now() + CAPTCHA_TTL_MS) },
        new Date(now()),
      );
      return { id, dataUrl: `data:image/png;base64,${drawCaptcha(text).toString('base64')}` };
    },

    /** A proof-of-work challenge instead of an image; bound to the same cookie, same 2 minutes. */
    async createPow(ip: string): Promise<{ id: string; challenge: string; bits: number }> {
      await consume(deps.counters, LIMITS.captchaPowPerIp, ip);
      const id = randomBytes(24).toString('base64url');
      const challenge = randomBytes(16).toString('base64url');
      await repo.insertCaptcha(
        {
          idHash: sha256(id),
          answerHash: `${POW_PREFIX}${CAPTCHA_POW_BITS}:${challenge}`,
          expiresAt: new Date(now() + CAPTCHA_TTL_MS),
        },
        new Date(now()),
      );
      return { id, challenge, bits: CAPTCHA_POW_BITS };
    },

    /** Checks an answer (case-insensitive) and uses the challenge up, right or wrong. */
    async check(id: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!id || !answer || id.length > 64) return false;
      const stored = await repo.takeCaptcha(sha256(id), new Date(now()));
      if (!stored) return false;
      const given = answer.trim().toUpperCase();
      if (deps.testAnswer && given === deps.testAnswer.toUpperCase()) return true;
      if (stored.startsWith(POW_PREFIX)) {
        const [bits, challenge] = stored.slice(POW_PREFIX.length).split(':') as [string, string];
        return powSolves(challenge, given, Number(bits));
      }
      return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(sha256(given), 'hex'));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** The `captchaId` cookie of a request, without a cookie library. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
