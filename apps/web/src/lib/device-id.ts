import { local } from './storage';

/** The browser's device id (localStorage SHELL_deviceId), sent as loginDeviceId (wire reference §4). */
export function deviceId(): string {
  const stored = local.get('SHELL_deviceId');
  if (stored) return stored;
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
  local.set('SHELL_deviceId', id);
  return id;
}
