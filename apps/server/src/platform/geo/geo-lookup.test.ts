import { describe, expect, it } from 'vitest';
import { createGeoipCountryLookup, createStaticGeoLookup, isPrivateIp, normaliseIp } from './geo-lookup';

describe('geo lookup', () => {
  it('treats private, loopback and malformed addresses as having no country', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.8',
      '172.20.1.1',
      '192.168.0.1',
      '100.64.1.1',
      '::1',
      'fd00::1',
      'fe80::1',
      'nonsense',
      '',
    ]) {
      expect(isPrivateIp(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPrivateIp(ip), ip).toBe(false);
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(normaliseIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
  });

  it('finds countries in the offline database shipped with geoip-country', () => {
    const geo = createGeoipCountryLookup();
    expect(geo.country('8.8.8.8')).toBe('US');
    expect(geo.country('::ffff:8.8.8.8')).toBe('US');
    expect(geo.country('127.0.0.1')).toBeNull();
    expect(geo.country('192.168.1.1')).toBeNull();
  });

  it('a static table for tests', () => {
    const geo = createStaticGeoLookup({ '203.0.113.1': 'PH' });
    expect(geo.country('203.0.113.1')).toBe('PH');
    expect(geo.country('203.0.113.2')).toBeNull();
  });
});
