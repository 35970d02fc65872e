/** Request headers of the wire reference §1. */
export const HEADERS = {
  merchant: 'Merchant',
  authorization: 'Authorization',
  language: 'Language',
  device: 'Device',
  gatewayVersion: 'X-Gateway-Version',
  realUserAgent: 'X-Real-UA',
  timestamp: 'X-Timestamp',
  requestId: 'X-Request-Id',
} as const;

export const DEVICE_WEB = 'web';
export const GATEWAY_VERSION = '3';
