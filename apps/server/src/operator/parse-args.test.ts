import { describe, expect, it } from 'vitest';
import { parseOperatorArgs, UsageError } from './parse-args';

describe('parseOperatorArgs', () => {
  it('parses every command', () => {
    expect(parseOperatorArgs(['status'])).toEqual({ kind: 'status' });
    expect(parseOperatorArgs([])).toEqual({ kind: 'help' });
    expect(parseOperatorArgs(['maintenance', 'on'])).toEqual({ kind: 'maintenance', on: true });
    expect(
      parseOperatorArgs(['maintenance', 'on', '--until', '2030-01-01T10:00:00Z', '--merchant', 'jade_bd']),
    ).toEqual({
      kind: 'maintenance',
      on: true,
      until: new Date('2030-01-01T10:00:00Z'),
      merchant: 'jade_bd',
    });
    expect(parseOperatorArgs(['maintenance', 'off', '--merchant=jade_ke'])).toEqual({
      kind: 'maintenance',
      on: false,
      merchant: 'jade_ke',
    });
    expect(parseOperatorArgs(['region-restriction', 'off'])).toEqual({
      kind: 'region-restriction',
      on: false,
    });
    expect(parseOperatorArgs(['allow-country', 'add', 'de'])).toEqual({
      kind: 'allow-country',
      action: 'add',
      country: 'de',
    });
    expect(parseOperatorArgs(['allow-ip', 'remove', '10.0.0.0/8'])).toEqual({
      kind: 'allow-ip',
      action: 'remove',
      ip: '10.0.0.0/8',
    });
  });

  it.each([
    [['maintenance']],
    [['maintenance', 'maybe']],
    [['maintenance', 'on', '--until', 'tomorrow']],
    [['maintenance', 'on', '--until']],
    [['region-restriction', 'on', '--until', '2030-01-01T00:00:00Z']],
    [['allow-country', 'add']],
    [['allow-ip', 'push', '1.2.3.4']],
    [['status', 'extra']],
    [['status', '--merchant', 'jade_ph']],
    [['launch']],
    [['maintenance', 'on', '--force', 'yes']],
  ])('rejects %j', (argv) => {
    expect(() => parseOperatorArgs(argv)).toThrow(UsageError);
  });
});

describe('outbox commands', () => {
  it('parses sms-outbox, mail-outbox and rotate-sealing-key', () => {
    expect(parseOperatorArgs(['sms-outbox'])).toEqual({ kind: 'sms-outbox', last: 20 });
    expect(parseOperatorArgs(['sms-outbox', '--mobile', '09171234567', '--last', '1'])).toEqual({
      kind: 'sms-outbox',
      mobile: '09171234567',
      last: 1,
    });
    expect(parseOperatorArgs(['mail-outbox', '--to=a@b.co'])).toEqual({
      kind: 'mail-outbox',
      to: 'a@b.co',
      last: 20,
    });
    expect(parseOperatorArgs(['rotate-sealing-key'])).toEqual({ kind: 'rotate-sealing-key' });
    expect(() => parseOperatorArgs(['sms-outbox', '--last', '0'])).toThrow(UsageError);
    expect(() => parseOperatorArgs(['status', '--mobile', '1'])).toThrow(UsageError);
  });
});

describe('reconcile', () => {
  it('parses and takes no arguments', () => {
    expect(parseOperatorArgs(['reconcile'])).toEqual({ kind: 'reconcile' });
    expect(() => parseOperatorArgs(['reconcile', 'now'])).toThrow(UsageError);
    expect(() => parseOperatorArgs(['reconcile', '--merchant', 'jade_ph'])).toThrow(UsageError);
  });
});

describe('reseal-seeds', () => {
  it('takes no arguments', () => {
    expect(parseOperatorArgs(['reseal-seeds'])).toEqual({ kind: 'reseal-seeds' });
    expect(() => parseOperatorArgs(['reseal-seeds', 'all'])).toThrow(UsageError);
  });
});
