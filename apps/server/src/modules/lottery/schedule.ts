/**
 * Draw schedule: a game with an interval of I seconds draws at every multiple of I since the Unix
 * epoch (UTC). Slot n opens at n·I, draws at (n+1)·I, and refuses bets from `closeSeconds` before the
 * draw. Every instance computes the same draws from the clock alone, so none has to announce them.
 */
export interface LotterySchedule {
  /** Seconds between draws of ELOTT games (LOTTERY_ELOTT_DRAW_SECONDS, default 60). */
  elottSeconds: number;
  /** Seconds between draws of LOTT games (LOTTERY_LOTT_DRAW_SECONDS, default 300). */
  lottSeconds: number;
  /** Betting closes this many seconds before the draw (LOTTERY_CLOSE_SECONDS, default 5). */
  closeSeconds: number;
  /**
   * Drawn draws on which nobody bet are deleted after this many days (LOTTERY_DRAW_RETENTION_DAYS,
   * default 30); draws with bets stay with the bets.
   */
  retentionDays: number;
}

export const DEFAULT_LOTTERY_SCHEDULE: LotterySchedule = {
  elottSeconds: 60,
  lottSeconds: 300,
  closeSeconds: 5,
  retentionDays: 30,
};

export interface SlotTimes {
  slot: number;
  drawNo: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

export function intervalSeconds(schedule: LotterySchedule, gameType: string): number {
  return gameType === 'ELOTT' ? schedule.elottSeconds : schedule.lottSeconds;
}

/** The slot whose betting window contains `nowMs` (the one drawing next). */
export function currentSlot(nowMs: number, intervalS: number): number {
  return Math.floor(nowMs / (intervalS * 1000));
}

export function slotTimes(slot: number, intervalS: number, closeSeconds: number): SlotTimes {
  const ms = intervalS * 1000;
  const opensAt = slot * ms;
  const drawAt = opensAt + ms;
  // A close lead longer than half the interval would leave almost no time to bet.
  const lead = Math.min(closeSeconds * 1000, Math.floor(ms / 2));
  const day = new Date(drawAt);
  const dayStart = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  // Draw numbers count from 1 each UTC day: the first draw of the day is the one at 00:00 + I.
  const n = Math.floor((drawAt - dayStart) / ms) || Math.round(86_400_000 / ms);
  const dayOfNo = n === Math.round(86_400_000 / ms) && drawAt === dayStart ? new Date(drawAt - 1) : day;
  const ymd = `${dayOfNo.getUTCFullYear()}${String(dayOfNo.getUTCMonth() + 1).padStart(2, '0')}${String(dayOfNo.getUTCDate()).padStart(2, '0')}`;
  return {
    slot,
    drawNo: `${ymd}-${String(n).padStart(4, '0')}`,
    opensAt: new Date(opensAt),
    closesAt: new Date(drawAt - lead),
    drawAt: new Date(drawAt),
  };
}
