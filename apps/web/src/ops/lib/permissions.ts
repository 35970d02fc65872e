import { roleMay, type OperatorPermission } from '@jade/contract/ops-roles';
import { useMe } from '../api/session';
import { useOpsSession } from './ops-session';

/**
 * Whether the signed-in operator's role allows `permission`: the server's answer (`me`) when it has
 * come, the role's table meanwhile. It only shapes the page; the server checks every call itself.
 */
export function useCan(permission: OperatorPermission): boolean {
  const me = useMe();
  const role = useOpsSession((s) => s.operator?.role);
  if (me.data) return me.data.permissions.includes(permission);
  return role ? roleMay(role, permission) : false;
}
