import type { Tone } from '../../../ui/status-badge';

export type BannerStatus = 'live' | 'off' | 'scheduled' | 'ended';

/** Whether players see a banner now: switched on, and inside its window if it has one. */
export function bannerStatus(
  banner: { active: boolean; startAt: number | null; endAt: number | null },
  now: number,
): BannerStatus {
  if (!banner.active) return 'off';
  if (banner.startAt !== null && banner.startAt > now) return 'scheduled';
  if (banner.endAt !== null && banner.endAt <= now) return 'ended';
  return 'live';
}

export const STATUS_TONES: Record<BannerStatus, Tone> = {
  live: 'success',
  off: 'neutral',
  scheduled: 'info',
  ended: 'warning',
};
