// A small HTTP load balancer for the cluster benches, so they need no nginx:
//
//   const proxy = await startProxy(instances.map((i) => i.baseUrl));
//   fetch(`${proxy.baseUrl}/wps/system/status`) ... proxy.stats() ... await proxy.close();
//
// Round robin over the upstreams that are not marked down, keep-alive to each. Passive failover like
// nginx's `proxy_next_upstream error timeout http_503`, but careful with money:
// - an idempotent request (GET, HEAD, OPTIONS, PUT, DELETE) that fails to connect, loses its connection,
//   or gets a 503 is sent once more, to the next upstream;
// - any other request (a POST: a spin, a transfer) is sent again only when the connection was refused,
//   i.e. nothing reached the upstream. A POST cut after it was sent answers 502: whether it took effect
//   is for the client to find out (it carries an idempotency key), never for the proxy to guess.
// A connection failure, or a 503 with `Connection: close` (an instance shutting down), marks the
// upstream down for DOWN_MS; when every upstream is down the least recently marked one is tried anyway.
// X-Forwarded-For gets the client's address appended, as nginx's $proxy_add_x_forwarded_for does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const DOWN_MS = 3_000;
const UPSTREAM_TIMEOUT_MS = 30_000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are not forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export type UpstreamLike = string | { baseUrl: string };

interface Upstream {
  url: URL;
  downUntil: number;
  requests: number;
  failures: number;
}

export interface UpstreamStats {
  baseUrl: string;
  requests: number;
  failures: number;
  down: boolean;
}

export interface ProxyStats {
  requests: number;
  /** Requests sent a second time, to another upstream. */
  retries: number;
  /** Answers the proxy made itself because no upstream answered (502/504). */
  proxyErrors: number;
  upstreams: UpstreamStats[];
}

export interface Proxy {
  port: number;
  /** The balancer's own process when it runs apart (nginx), for CPU accounting. */
  pid?: number;
  baseUrl: string;
  setUpstreams(upstreams: UpstreamLike[]): void;
  stats(): ProxyStats;
  close(): Promise<void>;
}

type Outcome =
  | { kind: 'response'; response: http.IncomingMessage }
  | { kind: 'error'; error: NodeJS.ErrnoException; refused: boolean };

function toUpstream(upstream: UpstreamLike): Upstream {
  const baseUrl = typeof upstream === 'string' ? upstream : upstream.baseUrl;
  return { url: new URL(baseUrl), downUntil: 0, requests: 0, failures: 0 };
}

function forwardedHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  const client = request.socket.remoteAddress ?? '';
  const prior = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  return headers;
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startProxy(upstreams: UpstreamLike[], port = 0): Promise<Proxy> {
  let pool = upstreams.map(toUpstream);
  let cursor = 0;
  const totals = { requests: 0, retries: 0, proxyErrors: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256 });

  /** The next upstream in turn that is up and not `exclude`; a down one only when nothing else is left. */
  const pick = (exclude?: Upstream): Upstream | undefined => {
    const now = Date.now();
    for (let i = 0; i < pool.length; i++) {
      const index = (cursor + i) % pool.length;
      const upstream = pool[index]!;
      if (upstream === exclude || upstream.downUntil > now) continue;
      cursor = index + 1;
      return upstream;
    }
    // All down: a first attempt goes to the one marked longest ago; a retry gives up.
    if (exclude) return undefined;
    return pool.reduce<Upstream | undefined>((a, b) => (!a || b.downUntil < a.downUntil ? b : a), undefined);
  };

  const markDown = (upstream: Upstream) => {
    upstream.failures++;
    upstream.downUntil = Date.now() + DOWN_MS;
  };

  const send = (
    upstream: Upstream,
    request: http.IncomingMessage,
    headers: http.OutgoingHttpHeaders,
    body: Buffer,
  ): Promise<Outcome> =>
    new Promise((resolve) => {
      upstream.requests++;
      const outgoing = http.request(
        {
          agent,
          host: upstream.url.hostname,
          port: upstream.url.port,
          method: request.method,
          path: request.url,
          headers: { ...headers, 'content-length': String(body.length) },
        },
        (response) => resolve({ kind: 'response', response }),
      );
      outgoing.setTimeout(UPSTREAM_TIMEOUT_MS, () =>
        outgoing.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' })),
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'error', error, refused: error.code === 'ECONNREFUSED' }),
      );
      outgoing.end(body);
    });

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    totals.requests++;
    const body = await readBody(request);
    const headers = forwardedHeaders(request);
    const idempotent = IDEMPOTENT.has(request.method ?? 'GET');
    let upstream = pick();
    let outcome: Outcome | undefined;
    for (let attempt = 1; upstream && attempt <= 2; attempt++) {
      outcome = await send(upstream, request, headers, body);
      let retry = false;
      if (outcome.kind === 'error') {
        markDown(upstream);
        retry = idempotent || outcome.refused;
      } else if (outcome.response.statusCode === 503) {
        if (outcome.response.headers.connection === 'close') markDown(upstream);
        retry = idempotent;
      }
      if (!retry || attempt === 2) break;
      const next = pick(upstream);
      if (!next) break;
      if (outcome.kind === 'response') outcome.response.resume();
      totals.retries++;
      upstream = next;
    }
    if (outcome?.kind === 'response') {
      const upstreamResponse = outcome.response;
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(upstreamResponse.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
      response.writeHead(upstreamResponse.statusCode ?? 502, out);
      upstreamResponse.pipe(response);
      upstreamResponse.on('error', () => response.destroy());
      return;
    }
    totals.proxyErrors++;
    const timedOut = outcome?.kind === 'error' && outcome.error.code === 'ETIMEDOUT';
    response.writeHead(timedOut ? 504 : 502, { 'content-type': 'text/plain' });
    response.end(timedOut ? 'upstream timeout' : 'bad gateway');
  };

  const server = http.createServer({ keepAlive: true }, (request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
  });
  // Load generators keep their connections open between requests.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;

  return {
    port: bound,
    baseUrl: `http://127.0.0.1:${bound}`,
    setUpstreams(next) {
      // Keep the counters of upstreams that stay.
      const known = new Map(pool.map((upstream) => [upstream.url.href, upstream]));
      pool = next.map((u) => known.get(toUpstream(u).url.href) ?? toUpstream(u));
      cursor = 0;
    },
    stats: () => ({
      ...totals,
      upstreams: pool.map((upstream) => ({
        baseUrl: upstream.url.origin,
        requests: upstream.requests,
        failures: upstream.failures,
        down: upstream.downUntil > Date.now(),
      })),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
