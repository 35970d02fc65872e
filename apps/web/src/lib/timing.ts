import { useEffect, useState } from 'react';

/** Spec §9: the SMS countdown lasts 60 seconds per minute the code stays valid (at least one minute). */
export function smsCountdownSeconds(expiredMinutes: number | null | undefined): number {
  const minutes = Number.isFinite(expiredMinutes) && (expiredMinutes ?? 0) > 0 ? expiredMinutes! : 1;
  return Math.round(60 * minutes);
}

/** Whole seconds left until `endsAt` (ms), never negative. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt == null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** "m:ss" for a countdown label. */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * A gate that lets an action run at most once per `gapMs` (spec §9: captcha refresh gap 1000 ms, SMS
 * login throttle 1000 ms). `tryRun` returns false, and does nothing, when called too early.
 */
export function createThrottle(gapMs: number, clock: () => number = Date.now) {
  let last = -Infinity;
  return {
    tryRun(action?: () => void): boolean {
      const now = clock();
      if (now - last < gapMs) return false;
      last = now;
      action?.();
      return true;
    },
    reset() {
      last = -Infinity;
    },
  };
}

/** A countdown in seconds that ticks once a second until zero; `start(seconds)` restarts it. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt == null) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) {
        window.clearInterval(timer);
        setEndsAt(null);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  const left = secondsLeft(endsAt, now);
  return {
    left,
    running: left > 0,
    start(seconds: number) {
      const t = Date.now();
      setNow(t);
      setEndsAt(t + seconds * 1000);
    },
    stop() {
      setEndsAt(null);
    },
  };
}
