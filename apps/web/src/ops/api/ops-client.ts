import { createCaller } from '../../api/client';
import { useOpsSession } from '../lib/ops-session';

/**
 * The back office's calls: the site's client (envelope, errors, headers) with the operator's session
 * token. A call that finds the session gone signs the operator out, with the reason on the sign-in page.
 */
const call = createCaller({
  token: () => useOpsSession.getState().token,
  isSessionError: (code) => code === 'operator.not.login',
  sessionLost: () => useOpsSession.getState().signOut('expired'),
});

export const opsCall: typeof call = async (route, options) => {
  const value = await call(route, options);
  if (useOpsSession.getState().token) useOpsSession.setState({ lastCallAt: Date.now() });
  return value;
};

/** Every console query key starts with this, so that a sign-out can drop them all. */
export const OPS_KEY = 'ops';
