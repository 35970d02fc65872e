import { describe, expect, it } from 'vitest';
import { CALL_TABLES } from './call-index';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES, permissionsOf, roleMay } from './ops-roles';

describe('operator roles and permissions', () => {
  // The server checks the declared permission centrally: a call without one would be open to every role.
  it('give every operator call a permission, and no other call one', () => {
    const missing: string[] = [];
    const stray: string[] = [];
    for (const table of CALL_TABLES) {
      for (const [key, call] of Object.entries(table.calls)) {
        if (call.auth === 'operator' && !call.permission) missing.push(`${table.name}.${key}`);
        if (call.auth !== 'operator' && call.permission) stray.push(`${table.name}.${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(stray).toEqual([]);
  });

  it('name only known roles, and give every role its own session and the lists', () => {
    for (const roles of Object.values(OPERATOR_PERMISSIONS)) {
      for (const role of roles) expect(OPERATOR_ROLES).toContain(role);
    }
    for (const role of OPERATOR_ROLES)
      expect(permissionsOf(role)).toEqual(expect.arrayContaining(['self', 'view']));
    expect(permissionsOf('admin')).toEqual(Object.keys(OPERATOR_PERMISSIONS));
    expect(permissionsOf('read-only')).toEqual(['self', 'view']);
    expect(roleMay('finance', 'decideMoney')).toBe(true);
    expect(roleMay('support', 'decideMoney')).toBe(false);
  });
});
