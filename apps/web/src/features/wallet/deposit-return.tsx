import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';
import { openMemberCentre } from '../../lib/centres';
import { refreshWallet } from '../../lib/wallet-refresh';
import { useIsLoggedIn } from '../../stores/session-store';

/** The gateway deposit the player just came back from (its id), shown at the top of depositv2. */
interface DepositReturnState {
  depositId: number | null;
  set(id: number | null): void;
}

export const useDepositReturn = create<DepositReturnState>((set) => ({
  depositId: null,
  set: (depositId) => set({ depositId }),
}));

/** The query parameter of the gateway's return address (server default `/?deposit=<id>`). */
export const DEPOSIT_RETURN_PARAM = 'deposit';

/**
 * The gateway sends the browser back to `/?deposit=<id>` in the same tab (decision H-wallet-ui-1).
 * This reads the id once, drops it from the address (a reload does not reopen anything), reads the
 * balance again and opens the member centre on depositv2, which shows how that deposit ended.
 */
export function DepositReturnWatcher() {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const raw = params.get(DEPOSIT_RETURN_PARAM);
    if (raw === null) return;
    params.delete(DEPOSIT_RETURN_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    const id = Number(raw);
    if (!loggedIn || !Number.isSafeInteger(id) || id <= 0) return;
    useDepositReturn.getState().set(id);
    void refreshWallet();
    openMemberCentre('depositv2');
  }, [location.search, location.pathname, navigate, loggedIn]);
  return null;
}
