import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../api/session';
import { useOpsSession } from '../lib/ops-session';

/** How often the console checks whether the session has gone idle. */
const IDLE_CHECK_MS = 15_000;

/**
 * The signed-in part of the console. Without a session: the sign-in page (back here afterwards).
 * A session that has gone idle ends here too, at the time the server ends it, not at the next click.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useOpsSession((s) => s.token);
  const location = useLocation();
  const me = useMe();
  const idleMs = me.data ? me.data.idleExpiresAt - me.dataUpdatedAt : null;
  useEffect(() => {
    if (!token || idleMs === null || idleMs <= 0) return;
    const timer = setInterval(() => {
      const { lastCallAt, signOut } = useOpsSession.getState();
      if (Date.now() > lastCallAt + idleMs) signOut('expired');
    }, IDLE_CHECK_MS);
    return () => clearInterval(timer);
  }, [token, idleMs]);
  if (!token) return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
