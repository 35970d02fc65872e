import { describe, expect, it } from 'vitest';
import { orderLanguages } from '../../lib/languages';
import { chooseRegion, regionLanguageSwitch } from './region-choice';
import { TEST_REGIONS } from './test-regions';

const base = {
  regions: TEST_REGIONS,
  host: 'localhost:8080',
  countryCode: null,
  currentMerchant: 'jade_ph',
  userChoseRegion: false,
};

describe('chooseRegion', () => {
  it('matches the domain first, even against the visitor country', () => {
    const choice = chooseRegion({ ...base, host: 'bd.jade.test', countryCode: 'IN' });
    expect(choice.region?.merchantCode).toBe('jade_bd');
    expect(choice.source).toBe('domain');
    expect(choice.switchMerchantTo).toBe('jade_bd');
    expect(choice.showRegionModal).toBe(false);
  });

  it('matches domains case-insensitively and with or without ports', () => {
    expect(chooseRegion({ ...base, host: 'PH.JADE.TEST:5173' }).source).toBe('domain');
    expect(chooseRegion({ ...base, host: 'jade-bd.test:8443' }).region?.merchantCode).toBe('jade_bd');
    expect(chooseRegion({ ...base, host: 'jade-bd.test:9999' }).source).not.toBe('domain');
  });

  it('uses the country when one of the regions serves it', () => {
    const choice = chooseRegion({ ...base, countryCode: 'bd' });
    expect(choice.region?.merchantCode).toBe('jade_bd');
    expect(choice.source).toBe('country');
    expect(choice.switchMerchantTo).toBe('jade_bd');
  });

  it('does not switch when the detected region is already the current merchant', () => {
    const choice = chooseRegion({ ...base, countryCode: 'PH' });
    expect(choice.switchMerchantTo).toBeNull();
    expect(choice.showRegionModal).toBe(false);
  });

  it('asks with the region modal when the country is unknown or unsupported', () => {
    for (const countryCode of [null, 'US']) {
      const choice = chooseRegion({ ...base, countryCode });
      expect(choice.showRegionModal).toBe(true);
      expect(choice.region?.merchantCode).toBe('jade_ph');
      expect(choice.switchMerchantTo).toBeNull();
    }
  });

  it('never asks again, nor switches, once the visitor chose a region', () => {
    const unknown = chooseRegion({ ...base, currentMerchant: 'jade_id', userChoseRegion: true });
    expect(unknown.showRegionModal).toBe(false);
    expect(unknown.region?.merchantCode).toBe('jade_id');
    const detected = chooseRegion({
      ...base,
      currentMerchant: 'jade_id',
      userChoseRegion: true,
      countryCode: 'BD',
    });
    expect(detected.switchMerchantTo).toBeNull();
    expect(detected.region?.merchantCode).toBe('jade_id');
  });

  it('falls back to the default region when the current merchant is not a region', () => {
    const choice = chooseRegion({ ...base, currentMerchant: 'other' });
    expect(choice.region?.merchantCode).toBe('jade_ph');
    expect(choice.source).toBe('default');
    expect(chooseRegion({ ...base, regions: [] }).region).toBeNull();
  });
});

describe('regionLanguageSwitch', () => {
  const bd = TEST_REGIONS[1]!;
  it("switches to the detected region's first language when its list lacks the current one", () => {
    expect(regionLanguageSwitch('MY', { region: bd, source: 'country' })).toBe('EN');
    expect(regionLanguageSwitch('CN', { region: bd, source: 'domain' })).toBe('EN');
  });
  it('keeps a language the region offers', () => {
    expect(regionLanguageSwitch('BN', { region: bd, source: 'country' })).toBeNull();
  });
  it('does not switch when the region was not detected', () => {
    expect(regionLanguageSwitch('CN', { region: bd, source: 'current' })).toBeNull();
    expect(regionLanguageSwitch('CN', { region: null, source: 'default' })).toBeNull();
  });
});

describe('orderLanguages', () => {
  it("lists the region's languages first, then the rest once", () => {
    expect(orderLanguages(['MY', 'EN', 'CN', 'BN'], ['EN', 'BN'])).toEqual(['EN', 'BN', 'MY', 'CN']);
    expect(orderLanguages(['MY', 'EN'], ['XX'])).toEqual(['MY', 'EN']);
  });
});
