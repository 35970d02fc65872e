/**
 * The vendor side of the seamless-wallet protocol, written from docs/vendor-api.md as a third-party
 * vendor would (it imports nothing of the server's vendor-api module). Used by the vendor simulator's
 * game page and by the conformance test's external process.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface VendorClientOptions {
  /** Where Jade's API answers, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  vendorCode: string;
  secret: string;
  /** Default: Unix seconds now. Tests shift it to produce stale requests. */
  clock?: () => number;
  timeoutMs?: number;
}

export interface VendorResponse<T = Record<string, unknown>> {
  status: number;
  body: T & { error?: { code: string; message: string } };
  replayed: boolean;
}

export interface SignedHeaders {
  'Content-Type': 'application/json';
  'X-Vendor': string;
  'X-Timestamp': string;
  'X-Nonce': string;
  'X-Signature': string;
}

/** The headers of a signed request (docs/vendor-api.md, "Signing"). */
export function signHeaders(
  secret: string,
  vendorCode: string,
  method: string,
  path: string,
  body: string,
  timestamp: string,
  nonce = randomBytes(16).toString('hex'),
): SignedHeaders {
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  const text = `${timestamp}.${nonce}.${method}.${path}.${bodyHash}`;
  const signature = createHmac('sha256', secret).update(text, 'utf8').digest('hex');
  return {
    'Content-Type': 'application/json',
    'X-Vendor': vendorCode,
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Signature': signature,
  };
}

export function createVendorClient(options: VendorClientOptions) {
  const clock = options.clock ?? (() => Math.floor(Date.now() / 1000));

  async function send<T>(
    path: string,
    payload: unknown,
    tweak?: (headers: SignedHeaders, body: string) => { headers: SignedHeaders; body: string },
  ): Promise<VendorResponse<T>> {
    const body = JSON.stringify(payload);
    const full = `/vendor-api/v1/${path}`;
    let request = {
      headers: signHeaders(options.secret, options.vendorCode, 'POST', full, body, String(clock())),
      body,
    };
    if (tweak) request = tweak(request.headers, request.body);
    const response = await fetch(`${options.baseUrl}${full}`, {
      method: 'POST',
      headers: { ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    return {
      status: response.status,
      body: (await response.json()) as VendorResponse<T>['body'],
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  }

  return {
    send,
    authenticate: (token: string) =>
      send<{ sessionId: string; playerId: string; currency: string; balance: string; gameCode: string }>(
        'authenticate',
        { token },
      ),
    balance: (sessionId: string) => send<{ balance: string; currency: string }>('balance', { sessionId }),
    debit: (p: { sessionId: string; txId: string; roundId: string; amount: string; playerId?: string }) =>
      send<{ balance: string; transferId: number }>('debit', p),
    credit: (p: { txId: string; roundId: string; amount: string; playerId?: string; detail?: unknown }) =>
      send<{ balance: string; transferId: number | null }>('credit', p),
    rollback: (p: { txId: string; debitTxId: string; playerId?: string }) =>
      send<{ balance: string | null; status: string }>('rollback', p),
  };
}

export type VendorClient = ReturnType<typeof createVendorClient>;

/** A fresh transaction or round id. */
export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(8).toString('hex')}`;
}
