import { describe, expect, it, vi } from 'vitest';
import type { SystemStatusValue } from '@jade/contract/system';
import { ApiError } from '../../api/api-error';
import { createStorage, memoryStore, type LocalKey, type SessionKey } from '../../lib/storage';
import { runStartUp, type StartUpDeps } from './run-start-up';
import { TEST_REGIONS } from './test-regions';

function status(merchantCode: string, countryCode: string | null): SystemStatusValue {
  return {
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    whitelist: false,
    location: { ip: '203.0.113.7', countryCode },
    info: { merchantCode, regions: TEST_REGIONS } as SystemStatusValue['info'],
  };
}

function deps(countryCode: string | null, opts: { chosen?: string; unknown?: string[] } = {}) {
  const localMem = memoryStore();
  const sessionMem = memoryStore();
  const local = createStorage<LocalKey>(() => localMem);
  const session = createStorage<SessionKey>(() => sessionMem);
  if (opts.chosen) local.set('merchant', opts.chosen);
  const seen: string[] = [];
  const fetchStatus = vi.fn(async () => {
    const merchant = session.get('merchant')!;
    seen.push(merchant);
    if (opts.unknown?.includes(merchant)) throw new ApiError('merchant.unknown', 'unknown', 400);
    return status(merchant, countryCode);
  });
  const d: StartUpDeps = { host: 'localhost:8080', local, session, language: 'MY', fetchStatus };
  return { d, local, session, seen };
}

describe('runStartUp', () => {
  it('uses the default merchant, stores it in the session and asks for a region on a first visit', async () => {
    const { d, session, seen } = deps(null);
    const result = await runStartUp(d);
    expect(seen).toEqual(['jade_ph']);
    expect(session.get('merchant')).toBe('jade_ph');
    expect(session.get('merchantCode')).toBe('jade_ph');
    expect(result.showRegionModal).toBe(true);
    expect(result.switchLanguageTo).toBeNull();
  });

  it('switches merchant and language for a visitor from a supported country', async () => {
    const { d, session, seen } = deps('BD');
    const result = await runStartUp(d);
    expect(seen).toEqual(['jade_ph', 'jade_bd']);
    expect(result.merchant).toBe('jade_bd');
    expect(result.status.info.merchantCode).toBe('jade_bd');
    expect(session.get('merchant')).toBe('jade_bd');
    expect(result.switchLanguageTo).toBe('EN');
    expect(result.showRegionModal).toBe(false);
  });

  it("keeps the visitor's chosen merchant and does not ask again", async () => {
    const { d, seen } = deps('BD', { chosen: 'jade_id' });
    const result = await runStartUp(d);
    expect(seen).toEqual(['jade_id']);
    expect(result.region?.merchantCode).toBe('jade_id');
    expect(result.showRegionModal).toBe(false);
  });

  it('drops a merchant the server does not know and retries with the default', async () => {
    const { d, local, seen } = deps(null, { chosen: 'gone', unknown: ['gone'] });
    const result = await runStartUp(d);
    expect(seen).toEqual(['gone', 'jade_ph']);
    expect(local.get('merchant')).toBeNull();
    expect(result.merchant).toBe('jade_ph');
    expect(result.showRegionModal).toBe(true);
  });

  it('rethrows other failures', async () => {
    const { d } = deps(null, { unknown: ['jade_ph'] });
    await expect(runStartUp(d)).rejects.toMatchObject({ errorCode: 'merchant.unknown' });
  });
});
