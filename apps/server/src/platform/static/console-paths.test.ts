import { CALL_TABLES } from '@jade/contract/call-index';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PREFIX } from './static-site';

describe('the back office pages', () => {
  it('share no path with a call: every navigation under the console prefix is a page', () => {
    const calls = CALL_TABLES.flatMap((table) => Object.values(table.calls)).map((call) => call.path);
    expect(calls.length).toBeGreaterThan(100);
    const clashes = calls.filter((path) => path === CONSOLE_PREFIX || path.startsWith(`${CONSOLE_PREFIX}/`));
    expect(clashes).toEqual([]);
  });
});
