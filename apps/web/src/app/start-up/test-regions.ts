import type { Region } from '@jade/contract/system';

function region(
  merchantCode: string,
  country: string,
  currency: string,
  langList: Region['langList'],
  extra: Partial<Region> = {},
): Region {
  return {
    merchantCode,
    country,
    countryName: country,
    countryDialingCode: '+0',
    currency,
    currencySymbol: currency,
    currencyPosition: 'F',
    langList,
    domains: [],
    isDefault: false,
    ...extra,
  };
}

/** The demo brand's regions (spec §3), for unit tests. */
export const TEST_REGIONS: Region[] = [
  region('jade_ph', 'PH', 'MMK', ['MY', 'EN'], { isDefault: true, domains: ['ph.jade.test'] }),
  region('jade_bd', 'BD', 'BDT', ['EN', 'BN'], { domains: ['bd.jade.test', 'jade-bd.test:8443'] }),
  region('jade_in', 'IN', 'INR', ['HI', 'EN']),
  region('jade_ng', 'NG', 'NGN', ['EN']),
  region('jade_id', 'ID', 'IDRK', ['EN', 'ID']),
  region('jade_pk', 'PK', 'PKR', ['EN', 'UR']),
  region('jade_ke', 'KE', 'KES', ['EN']),
];
