/**
 * The reward centre as pure rules (decision R4). Money is in minor units.
 */

export interface RewardCentreRules {
  /** Day 1 to day 7 of a sign-in streak. */
  signInAmounts: readonly bigint[];
  registerAmount: bigint;
  rescueBps: number;
  rescueMinLoss: bigint;
  rescueMax: bigint;
}

/** A brand without settings of its own: the demo's, in minor units (a 100-unit currency). */
export const DEFAULT_REWARD_CENTRE: RewardCentreRules = {
  signInAmounts: [100n, 200n, 300n, 500n, 800n, 1_000n, 1_800n],
  registerAmount: 1_800n,
  rescueBps: 500,
  rescueMinLoss: 100_000n,
  rescueMax: 500_000n,
};

/** The bonus templates the reward centre grants with (their wagering, weights and expiry). */
export const REWARD_TEMPLATES = {
  signIn: 'sign-in',
  register: 'register',
  rescue: 'rescue',
  birthday: 'birthday',
} as const;

/**
 * Today's place in the 7-day sign-in cycle: the day after yesterday's sign-in (day 7 starts the cycle
 * again), or day 1 when yesterday had none.
 */
export function signInPlace(yesterdayPlace: number | null | undefined): number {
  return yesterdayPlace ? (yesterdayPlace % 7) + 1 : 1;
}

/** The rescue fund a day's net loss earns: a share of it from the minimum loss, capped; 0 below. */
export function rescueAmount(rules: RewardCentreRules, loss: bigint): bigint {
  if (loss <= 0n || loss < rules.rescueMinLoss) return 0n;
  const raw = (loss * BigInt(rules.rescueBps)) / 10_000n;
  return rules.rescueMax > 0n && raw > rules.rescueMax ? rules.rescueMax : raw;
}

/** How many brand days from the birthday its bonus may be claimed (the birthday included). */
export const BIRTHDAY_CLAIM_DAYS = 7;

const DAY_MS = 86_400_000;
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day a birthday (YYYY-MM-DD) falls on in `year`: 29 February is the 28th in other years. */
export function birthdayIn(year: number, birthday: string): string {
  const monthDay = birthday.slice(5);
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/**
 * Where `today` (a brand day) stands to a birthday: `open` is the birthday whose claim window holds
 * today (its year names the claim, so each year pays once), with the window's last day; `next` is the
 * birthday of the window open now, or else the coming one.
 */
export function birthdayWindow(
  birthday: string,
  today: string,
  days = BIRTHDAY_CLAIM_DAYS,
): { open: { year: number; day: string; lastDay: string } | null; next: string } {
  const year = Number(today.slice(0, 4));
  const t = utcDay(today);
  for (const y of [year, year - 1]) {
    const day = birthdayIn(y, birthday);
    const start = utcDay(day);
    if (start <= t && t < start + days * DAY_MS)
      return { open: { year: y, day, lastDay: dayText(start + (days - 1) * DAY_MS) }, next: day };
  }
  const thisYear = birthdayIn(year, birthday);
  return { open: null, next: utcDay(thisYear) > t ? thisYear : birthdayIn(year + 1, birthday) };
}
