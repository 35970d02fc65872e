/** The jackpot counter's settings as the server answers them (VIS_getJackpot). */
export interface JackpotConfig {
  startAt: number;
  baseAmount: number;
  stepAmount: number;
  stepMs: number;
}

/** Spec §9: the digit rows of the jackpot are 78 px high. */
export const JACKPOT_ROW_HEIGHT = 78;

/**
 * The jackpot at `now` (spec §2): base + step × the number of whole steps since the start, computed in
 * cents so that thousands of steps never drift (165.11 is not exact in binary).
 */
export function jackpotAt(config: JackpotConfig, now: number): number {
  const steps = config.stepMs > 0 ? Math.max(0, Math.floor((now - config.startAt) / config.stepMs)) : 0;
  const cents = Math.round(config.baseAmount * 100) + steps * Math.round(config.stepAmount * 100);
  return cents / 100;
}

/** Milliseconds until the next step after `now` (the counter re-renders exactly then). */
export function msToNextStep(config: JackpotConfig, now: number): number {
  if (config.stepMs <= 0) return Number.POSITIVE_INFINITY;
  if (now < config.startAt) return config.startAt - now;
  const into = (now - config.startAt) % config.stepMs;
  return config.stepMs - into;
}
