import { describe, expect, it } from 'vitest';
import { generatePassword, parseOperatorsArgs } from './operators-cli';
import { UsageError } from './parse-args';

describe('operator account CLI arguments', () => {
  it('parses add, role, reset and totp', () => {
    expect(parseOperatorsArgs(['operator-add', 'jane', '--role', 'finance'])).toEqual({
      kind: 'operator-add',
      username: 'jane',
      role: 'finance',
    });
    expect(
      parseOperatorsArgs(['operator-add', 'jane', '--role=read-only', '--password', 'Strong2026pass']),
    ).toEqual({ kind: 'operator-add', username: 'jane', role: 'read-only', password: 'Strong2026pass' });
    expect(parseOperatorsArgs(['operator-role', 'jane', 'risk'])).toEqual({
      kind: 'operator-role',
      username: 'jane',
      role: 'risk',
    });
    expect(parseOperatorsArgs(['operator-reset-2fa', 'jane'])).toEqual({
      kind: 'operator-reset-2fa',
      username: 'jane',
    });
    expect(parseOperatorsArgs(['operator-totp', 'jane'])).toEqual({
      kind: 'operator-totp',
      username: 'jane',
    });
  });

  it('refuses unknown roles, weak passwords, bad usernames and options', () => {
    expect(() => parseOperatorsArgs(['operator-add', 'jane', '--role', 'boss'])).toThrow(UsageError);
    expect(() => parseOperatorsArgs(['operator-add', 'jane'])).toThrow(UsageError);
    expect(() =>
      parseOperatorsArgs(['operator-add', 'jane', '--role', 'admin', '--password', 'weak']),
    ).toThrow(UsageError);
    expect(() => parseOperatorsArgs(['operator-role', 'j', 'admin'])).toThrow(UsageError);
    expect(() => parseOperatorsArgs(['operator-totp', 'jane', '--force', 'x'])).toThrow(UsageError);
  });

  it('generates strong, different passwords', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[a-zA-Z2-9]{20}$/);
    expect(a).toMatch(/[a-z]/);
    expect(a).toMatch(/[A-Z]/);
    expect(a).toMatch(/\d/);
    expect(generatePassword()).not.toBe(a);
  });
});
