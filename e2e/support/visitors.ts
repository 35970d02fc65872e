/**
 * Public IP addresses that the server's geoip-country database places in each country. Journeys send
 * one as X-Forwarded-For (the e2e server trusts loopback proxies) to play a visitor from there.
 * Checked against geoip-country 5.0.202609260156; re-check after updating it with:
 *   node -e 'const g = require("geoip-country"); console.log(g.lookup("114.130.54.1")?.country)'
 */
export const visitorIps = {
  /** Bangladesh — BTCL. A supported region (BDT). */
  BD: '114.130.54.1',
  /** Philippines — Globe Telecom. A supported region (MMK). */
  PH: '112.198.0.1',
  /** India — BSNL. A supported region (INR). */
  IN: '117.192.0.1',
  /** Nigeria. A supported region (NGN). */
  NG: '105.112.0.1',
  /** Indonesia. A supported region (IDRK). */
  ID: '36.64.0.1',
  /** Pakistan — PTCL. A supported region (PKR). */
  PK: '39.32.0.1',
  /** Kenya. A supported region (KES). */
  KE: '41.89.0.1',
  /** Malaysia — TM. Not a supported region. */
  MY: '175.139.0.1',
  /** United States — Google Public DNS. Not a supported region. */
  US: '8.8.8.8',
} as const;

export type VisitorCountry = keyof typeof visitorIps;

const ipPattern = /^(\d{1,3}\.){3}\d{1,3}$|:/;

/** A country code from `visitorIps` or a literal IP address → the IP address to send. */
export function visitorIp(country: VisitorCountry | string): string {
  if (ipPattern.test(country)) return country;
  const ip = (visitorIps as Record<string, string>)[country.toUpperCase()];
  if (!ip) {
    throw new Error(
      `No visitor IP for "${country}": use an IP address or one of ${Object.keys(visitorIps).join(', ')}`,
    );
  }
  return ip;
}
