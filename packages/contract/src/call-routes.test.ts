import { describe, expect, it } from 'vitest';
import { CALL_TABLES } from './call-index';
import * as routes from './call-routes';

describe('call routes', () => {
  // After changing a call: `npm run call-routes -w @jade/contract`.
  it('carry each call’s method, path, module, auth, permission and encryption, and no schema', () => {
    const tables = routes as unknown as Record<string, Record<string, Record<string, unknown>>>;
    for (const table of CALL_TABLES) {
      expect(Object.keys(tables[table.name]!)).toEqual(Object.keys(table.calls));
      for (const [key, call] of Object.entries(table.calls)) {
        const route = tables[table.name]![key]!;
        expect(route).toEqual({
          method: call.method,
          path: call.path,
          module: call.module,
          auth: call.auth,
          ...(call.permission ? { permission: call.permission } : {}),
          ...(call.encrypted ? { encrypted: true } : {}),
        });
      }
    }
  });
});
