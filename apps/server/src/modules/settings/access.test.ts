import { describe, expect, it } from 'vitest';
import { decideAccess, effectiveSettings, type EffectiveSettings } from './access';
import { defaultSettings } from './repository';
import { ipAllowed, isValidIpEntry } from './ip-allow-list';

const NOW = new Date('2030-06-01T12:00:00Z');
const open: EffectiveSettings = {
  maintenance: false,
  maintenanceSince: null,
  maintenanceEnd: null,
  regionRestriction: false,
  allowedCountries: [],
  ipAllowList: [],
};
const regions = ['PH', 'BD', 'IN'];

function decide(settings: Partial<EffectiveSettings>, ip = '203.0.113.5', country: string | null = 'US') {
  return decideAccess({
    settings: { ...open, ...settings },
    regionCountries: regions,
    ip,
    country,
    now: NOW,
  });
}

describe('decideAccess', () => {
  it('lets everyone in when nothing is on', () => {
    expect(decide({}).blockedBy).toBeNull();
  });

  it('maintenance with and without an end; a passed end means open', () => {
    const since = new Date('2030-06-01T10:00:00Z');
    expect(decide({ maintenance: true, maintenanceSince: since })).toMatchObject({
      blockedBy: 'maintenance',
      maintainTime: since.getTime(),
      endTime: null,
    });
    const end = new Date('2030-06-01T14:00:00Z');
    expect(decide({ maintenance: true, maintenanceEnd: end }).endTime).toBe(end.getTime());
    expect(
      decide({ maintenance: true, maintenanceEnd: new Date('2030-06-01T11:00:00Z') }).blockedBy,
    ).toBeNull();
  });

  it('region restriction: known foreign country blocked; region, extra and unknown countries pass', () => {
    expect(decide({ regionRestriction: true }, '8.8.8.8', 'US')).toMatchObject({
      blockedBy: 'region',
      regionBlocked: true,
    });
    expect(decide({ regionRestriction: true }, '1.2.3.4', 'ph').blockedBy).toBeNull();
    expect(
      decide({ regionRestriction: true, allowedCountries: ['US'] }, '8.8.8.8', 'US').blockedBy,
    ).toBeNull();
    expect(decide({ regionRestriction: true }, '10.0.0.1', null).blockedBy).toBeNull();
  });

  it('maintenance wins over region; the allow list bypasses both', () => {
    expect(decide({ maintenance: true, regionRestriction: true }).blockedBy).toBe('maintenance');
    const listed = decide({ maintenance: true, regionRestriction: true, ipAllowList: ['203.0.113.0/24'] });
    expect(listed).toMatchObject({
      blockedBy: null,
      whitelisted: true,
      regionBlocked: false,
      maintenanceOn: true,
    });
  });
});

describe('effectiveSettings', () => {
  const started = new Date('2030-06-01T00:00:00Z');
  it('environment overrides win over the row', () => {
    const row = { ...defaultSettings('jade_ph'), maintenance: false, regionRestriction: true };
    const result = effectiveSettings(
      row,
      { maintenance: true, maintenanceEnd: new Date('2030-07-01T00:00:00Z'), regionRestriction: false },
      started,
    );
    expect(result).toMatchObject({ maintenance: true, maintenanceSince: started, regionRestriction: false });
    expect(result.maintenanceEnd?.toISOString()).toBe('2030-07-01T00:00:00.000Z');
  });

  it('without overrides the row is used as it is', () => {
    const row = { ...defaultSettings('jade_ph'), maintenance: true, maintenanceSince: started };
    expect(
      effectiveSettings(
        row,
        { maintenance: undefined, maintenanceEnd: undefined, regionRestriction: undefined },
        NOW,
      ),
    ).toMatchObject({
      maintenance: true,
      maintenanceSince: started,
      maintenanceEnd: null,
    });
  });
});

describe('IP allow list', () => {
  it('matches addresses and CIDR blocks of both families', () => {
    const list = ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'];
    expect(ipAllowed(list, '203.0.113.7')).toBe(true);
    expect(ipAllowed(list, '::ffff:198.51.100.20')).toBe(true);
    expect(ipAllowed(list, '2001:db8::42')).toBe(true);
    expect(ipAllowed(list, '203.0.113.8')).toBe(false);
    expect(ipAllowed([], '203.0.113.7')).toBe(false);
  });

  it('validates entries', () => {
    for (const ok of ['1.2.3.4', '10.0.0.0/8', '::1', '2001:db8::/48'])
      expect(isValidIpEntry(ok), ok).toBe(true);
    for (const bad of ['1.2.3', '1.2.3.4/33', 'host.example', '1.2.3.4/8/1', '::/129', '']) {
      expect(isValidIpEntry(bad), bad).toBe(false);
    }
  });
});
