import { AppError, RateLimitedError } from '../../platform/errors';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import type { CaptchaService } from './captcha';
import { PROBE_GUARD } from './limits';

/**
 * The enumeration guard: every call that could reveal an account counts one try per IP and one per
 * identifier (the number, username or e-mail asked about) before it looks anything up.
 */
export function createProbeGuard(deps: { counters: CounterStore; captchas: CaptchaService }) {
  const { counters, captchas } = deps;
  const ipKey = (ip: string) => `probe-ip:${ip}`;
  const idKey = (merchant: string, identifier: string) => `probe-id:${merchant}:${identifier}`;

  return {
    /**
     * Counts the try, then throws 429 `too.many.requests` over a maximum, or `captcha.required` /
     * `captcha.invalid` (value `{captcha:true}`) past the free tries when `captchaOn`. Returns whether a
     * captcha was checked (a caller with its own captcha must not check the used-up one again).
     */
    async enter(input: {
      ip: string;
      merchant: string;
      /** The username, number or e-mail asked about (more than one when a call checks several). */
      identifiers: readonly string[];
      captchaOn: boolean;
      captcha: string | undefined;
      captchaId: string | undefined;
    }): Promise<{ captchaChecked: boolean }> {
      const [ip, ...ids] = await Promise.all([
        counters.hit(ipKey(input.ip), PROBE_GUARD.windowMs),
        ...[...new Set(input.identifiers.map((i) => i.trim().toLowerCase()).filter(Boolean))].map((i) =>
          counters.hit(idKey(input.merchant, i), PROBE_GUARD.windowMs),
        ),
      ]);
      if (ip!.count > PROBE_GUARD.maxPerIp) throw new RateLimitedError('too.many.requests', ip!.resetInMs);
      const id = ids.reduce((a, b) => (b.count > a.count ? b : a), { count: 0, resetInMs: 0 });
      if (id.count > PROBE_GUARD.maxPerIdentifier)
        throw new RateLimitedError('too.many.requests', id.resetInMs);
      const needsCaptcha = ip!.count > PROBE_GUARD.freePerIp || id.count > PROBE_GUARD.freePerIdentifier;
      if (!input.captchaOn || !needsCaptcha) return { captchaChecked: false };
      if (!input.captcha) throw new AppError('captcha.required', 400, { captcha: true });
      if (!(await captchas.check(input.captchaId, input.captcha)))
        throw new AppError('captcha.invalid', 400, { captcha: true });
      return { captchaChecked: true };
    },
  };
}

export type ProbeGuard = ReturnType<typeof createProbeGuard>;

/** Runs `work` and answers no sooner than `floorMs` after the start, so the timing tells nothing. */
export async function withTimingFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const settle = async () => {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  };
  try {
    return await work();
  } finally {
    await settle();
  }
}
