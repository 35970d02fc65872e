import { useEffect, useState } from 'react';

/**
 * The time left until `target` (server ms), ticking every 250 ms. `offsetMs` is the server's clock
 * minus this device's (api/lottery: measured when the draw was read), so countdowns follow the server.
 */
export function useCountdown(target: number | null | undefined, offsetMs = 0): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, []);
  if (target == null) return 0;
  return Math.max(0, target - (now + offsetMs));
}

/** mm:ss (or h:mm:ss) of a number of milliseconds, rounded up to the second. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
