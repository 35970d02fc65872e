import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The browser security headers of every answer (@fastify/helmet) and the site's Content-Security-Policy
 * (docs/security.md "Headers and CSP"). Pages with a policy of their own (the demo simulators, the
 * Swagger UI) set it on their reply, which replaces the site's.
 */
export interface SecurityHeadersSettings {
  /** Strict-Transport-Security: only when the site is reached over HTTPS (HSTS, or an https PUBLIC_BASE_URL). */
  hsts: boolean;
  /** Origins of vendor games outside this site (CSP_VENDOR_ORIGINS): framed, fetched and shown. */
  vendorOrigins: readonly string[];
  /** Origins of payment gateways outside this site (CSP_GATEWAY_ORIGINS): framed and posted to. */
  gatewayOrigins: readonly string[];
  /** The operator's Google tag (GOOGLE_TAG): its script and beacons are allowed. */
  googleTag: boolean;
}

export const DEFAULT_SECURITY_HEADERS: SecurityHeadersSettings = {
  hsts: false,
  vendorOrigins: [],
  gatewayOrigins: [],
  googleTag: false,
};

/** Powerful features the site never uses: off for it and for every frame it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const GOOGLE_TAG_SCRIPTS = ['https://www.googletagmanager.com'];
const GOOGLE_TAG_BEACONS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** `'sha256-…'` sources of the inline `<script>` elements (without src) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
      continue;
    hashes.add(cspHash(match[2] ?? ''));
  }
  return [...hashes];
}

/** The CSP source that allows one inline script or style with exactly this text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The site's policy directives (helmet's form). */
export function siteCspDirectives(
  settings: SecurityHeadersSettings,
  scriptHashes: readonly string[],
): Record<string, string[]> {
  const tag = settings.googleTag;
  const outside = [...settings.vendorOrigins, ...settings.gatewayOrigins];
  return {
    'default-src': ["'self'"],
    // Inline script only by the hash of the built index.html's own (theme, first-screen loader).
    'script-src': ["'self'", ...scriptHashes, ...(tag ? GOOGLE_TAG_SCRIPTS : [])],
    'script-src-attr': ["'none'"],
    // Libraries set inline styles (positioning, animations): styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...outside, ...(tag ? GOOGLE_TAG_BEACONS : [])],
    // The vendor simulator's games are framed from this origin; real vendors' from theirs.
    'frame-src': ["'self'", ...outside],
    'media-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'", ...settings.gatewayOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
  };
}

/** A policy header value from its directives. */
export function cspHeader(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The policy of a demo simulator's page: its own inline code by hash, nothing else, and a sandbox
 * WITHOUT allow-same-origin, so the page runs in an opaque origin: no script it ever carries can read
 * the site's storage or cookies or call the API with a player's session.
 */
export function simulatorCsp(options: {
  scripts?: readonly string[];
  styles?: readonly string[];
  /** Who may frame the page: the site (vendor games) or nobody (the payment page). */
  framedBySite: boolean;
}): string {
  const scripts = options.scripts ?? [];
  return cspHeader({
    'default-src': ["'none'"],
    'script-src': scripts.length > 0 ? [...scripts] : ["'none'"],
    'style-src': [...(options.styles ?? ["'none'"])],
    'img-src': ['data:'],
    'connect-src': scripts.length > 0 ? ["'self'"] : ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': [options.framedBySite ? "'self'" : "'none'"],
    sandbox: ['allow-scripts', 'allow-forms'],
  });
}

/**
 * The Swagger UI's policy (@fastify/swagger-ui `staticCSP`, its scripts by hash), adjusted: the UI
 * injects inline styles, which need 'unsafe-inline' (ignored beside style hashes, so they go), and no
 * upgrade-insecure-requests, which would send a plain-HTTP server's own files to https.
 */
export function swaggerUiCsp(header: string): string {
  return header
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && d !== 'upgrade-insecure-requests')
    .map((d) => (d.startsWith('style-src ') ? "style-src 'self' 'unsafe-inline'" : d))
    .join('; ');
}

/** Sends a simulator page under its own policy (replacing the site's). */
export function sendSimulatorPage(reply: FastifyReply, status: number, html: string, csp: string) {
  return reply
    .status(status)
    .header('Content-Security-Policy', csp)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const API_PREFIXES = ['/wps/', '/lgw/', '/vendor-api/'];

/**
 * Registers the headers. `scriptHashes` are the hashes of the site's inline scripts (read from the
 * built index.html at start, platform/static/static-site.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: SecurityHeadersSettings,
  scriptHashes: readonly string[],
): Promise<void> {
  // The site's policy is the same for every answer: written once, not rebuilt by helmet per request.
  const sitePolicy = cspHeader(siteCspDirectives(settings, scriptHashes));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Content-Security-Policy', sitePolicy);
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    // The site itself opens no window that needs its opener, and vendor games are framed, not opened.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A year, once the operator says the site is reached over HTTPS only (behind a TLS proxy).
    strictTransportSecurity: settings.hsts ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // API answers carry member data and session-bound state: never stored by a browser or a proxy.
    const url = request.url;
    if (API_PREFIXES.some((p) => url.startsWith(p)) && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
