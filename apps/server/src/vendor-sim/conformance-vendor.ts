/**
 * The conformance run of the seamless-wallet API, as an external vendor: a separate Node process that
 * only speaks HTTP to Jade (conformance.int.test.ts starts it). It prints one JSON report on stdout:
 * every scenario's observed answers; the test asserts on them and on the ledger.
 *
 * Env: JADE_URL, VENDOR_CODE, VENDOR_SECRET, PLAYERS (JSON {rich, poor, late} member ids).
 */
import { createVendorClient, newId, signHeaders, type VendorResponse } from './client';

const base = process.env.JADE_URL!;
const vendorCode = process.env.VENDOR_CODE!;
const secret = process.env.VENDOR_SECRET!;
const players = JSON.parse(process.env.PLAYERS!) as { rich: number; poor: number; late: number };
const vendor = createVendorClient({ baseUrl: base, vendorCode, secret });

type Seen = { status: number; code?: string; body: Record<string, unknown>; replayed: boolean };
const report: Record<string, Record<string, Seen | unknown>> = {};

function seen(r: VendorResponse): Seen {
  return { status: r.status, code: r.body.error?.code, body: r.body, replayed: r.replayed };
}

async function control(path: string, body: unknown) {
  const response = await fetch(`${base}/__test/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

async function session(memberId: number, gameCode = 'SIM-SLOT-1') {
  const { token } = await control('launch-token', { memberId, gameCode, vendorCode });
  const auth = await vendor.authenticate(token!);
  return { auth: seen(auth), sessionId: auth.body.sessionId, token: token! };
}

async function run() {
  // 1. Happy path: authenticate, balance, debit, credit, balance.
  const a = await session(players.rich);
  const reuse = await vendor.authenticate(a.token);
  const d1 = { sessionId: a.sessionId, txId: newId('d'), roundId: newId('r'), amount: '10.00' };
  const c1 = { txId: newId('c'), roundId: d1.roundId, amount: '25.00', detail: { reels: ['A', 'B', 'C'] } };
  report.happy = {
    auth: a.auth,
    tokenReuse: seen(reuse),
    balance: seen(await vendor.balance(a.sessionId)),
    debit: seen(await vendor.debit(d1)),
    credit: seen(await vendor.credit(c1)),
    after: seen(await vendor.balance(a.sessionId)),
  };

  // 2. Duplicates: the same id and payload answer the first result and move nothing.
  report.duplicate = {
    debit: seen(await vendor.debit(d1)),
    credit: seen(await vendor.credit(c1)),
    balance: seen(await vendor.balance(a.sessionId)),
  };

  // 3. The same id with another payload: conflict.
  report.mismatch = {
    debit: seen(await vendor.debit({ ...d1, amount: '11.00' })),
    credit: seen(await vendor.credit({ ...c1, amount: '30.00' })),
  };

  // 4. Out of order: a credit before its round's debit is refused; after the debit it is accepted.
  const r2 = newId('r');
  const c2 = { txId: newId('c'), roundId: r2, amount: '7.00' };
  const early = seen(await vendor.credit(c2));
  const d2 = seen(
    await vendor.debit({ sessionId: a.sessionId, txId: newId('d'), roundId: r2, amount: '5.00' }),
  );
  report.outOfOrder = { early, debit: d2, late: seen(await vendor.credit(c2)) };

  // 5. Rollback after the debit: money back once; the round is closed to credits.
  const d3 = { sessionId: a.sessionId, txId: newId('d'), roundId: newId('r'), amount: '20.00' };
  const debit3 = seen(await vendor.debit(d3));
  const rb3 = { txId: newId('rb'), debitTxId: d3.txId };
  report.rollbackAfter = {
    debit: debit3,
    rollback: seen(await vendor.rollback(rb3)),
    repeat: seen(await vendor.rollback(rb3)),
    second: seen(await vendor.rollback({ txId: newId('rb'), debitTxId: d3.txId })),
    credit: seen(await vendor.credit({ txId: newId('c'), roundId: d3.roundId, amount: '1.00' })),
    balance: seen(await vendor.balance(a.sessionId)),
  };

  // 6. Rollback before the debit: a tombstone; the late debit is refused and moves nothing.
  const d4 = { sessionId: a.sessionId, txId: newId('d'), roundId: newId('r'), amount: '50.00' };
  report.rollbackBefore = {
    rollback: seen(
      await vendor.rollback({ txId: newId('rb'), debitTxId: d4.txId, playerId: String(players.rich) }),
    ),
    debit: seen(await vendor.debit(d4)),
    balance: seen(await vendor.balance(a.sessionId)),
  };

  // 7. Forged requests: wrong secret, body changed after signing, unknown vendor.
  const d5 = { sessionId: a.sessionId, txId: newId('d'), roundId: newId('r'), amount: '100.00' };
  const forger = createVendorClient({ baseUrl: base, vendorCode, secret: 'f'.repeat(64) });
  const stranger = createVendorClient({ baseUrl: base, vendorCode: 'NOSUCHVENDOR', secret });
  report.forged = {
    wrongSecret: seen(await forger.debit(d5)),
    tampered: seen(
      await vendor.send('debit', d5, (headers) => ({
        headers,
        body: JSON.stringify({ ...d5, amount: '1.00' }),
      })),
    ),
    unknownVendor: seen(await stranger.debit(d5)),
    unsigned: await fetch(`${base}/vendor-api/v1/debit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(d5),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown })),
    balance: seen(await vendor.balance(a.sessionId)),
  };

  // 8. Stale and future timestamps.
  const now = Math.floor(Date.now() / 1000);
  const past = createVendorClient({ baseUrl: base, vendorCode, secret, clock: () => now - 600 });
  const future = createVendorClient({ baseUrl: base, vendorCode, secret, clock: () => now + 600 });
  report.stale = { past: seen(await past.debit(d5)), future: seen(await future.debit(d5)) };

  // 9. A replayed request (same nonce): refused; a retry with a new nonce answers the first result.
  const d6 = { sessionId: a.sessionId, txId: newId('d'), roundId: newId('r'), amount: '3.00' };
  const body6 = JSON.stringify(d6);
  const headers6 = signHeaders(secret, vendorCode, 'POST', '/vendor-api/v1/debit', body6, String(now));
  const replay = async () => {
    const r = await fetch(`${base}/vendor-api/v1/debit`, {
      method: 'POST',
      headers: { ...headers6 },
      body: body6,
    });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };
  report.replay = {
    first: await replay(),
    again: await replay(),
    retry: seen(await vendor.debit(d6)),
  };

  // 10. Insufficient funds: refused with the actual balance; nothing recorded.
  const p = await session(players.poor);
  const d9 = { sessionId: p.sessionId, txId: newId('d'), roundId: newId('r'), amount: '10.00' };
  report.insufficient = {
    refused: seen(await vendor.debit(d9)),
    again: seen(await vendor.debit(d9)),
    exact: seen(await vendor.debit({ ...d9, txId: newId('d'), amount: '5.00' })),
    balance: seen(await vendor.balance(p.sessionId)),
  };

  // 11. The session expires between the bet and the win: credit and rollback still land.
  const l = await session(players.late);
  const d7 = { sessionId: l.sessionId, txId: newId('d'), roundId: newId('r'), amount: '10.00' };
  const d7b = { sessionId: l.sessionId, txId: newId('d'), roundId: newId('r'), amount: '4.00' };
  const debit7 = seen(await vendor.debit(d7));
  const debit7b = seen(await vendor.debit(d7b));
  await control('expire-session', { sessionId: l.sessionId });
  report.expired = {
    debit: debit7,
    balance: seen(await vendor.balance(l.sessionId)),
    newDebit: seen(await vendor.debit({ ...d7, txId: newId('d'), roundId: newId('r') })),
    repeatDebit: seen(await vendor.debit(d7)),
    credit: seen(
      await vendor.credit({
        txId: newId('c'),
        roundId: d7.roundId,
        amount: '15.00',
        playerId: String(players.late),
      }),
    ),
    debitB: debit7b,
    rollback: seen(await vendor.rollback({ txId: newId('rb'), debitTxId: d7b.txId })),
  };

  // 12. Concurrency: ten identical debits at once move money once.
  const d8 = { sessionId: a.sessionId, txId: newId('d'), roundId: newId('r'), amount: '2.00' };
  const burst = await Promise.all(Array.from({ length: 10 }, () => vendor.debit(d8)));
  report.concurrent = {
    answers: burst.map(seen),
    balance: seen(await vendor.balance(a.sessionId)),
  };

  // 13. Bad input: negative, three decimals, zero debit.
  report.badInput = {
    negative: seen(await vendor.debit({ ...d8, txId: newId('d'), amount: '-1.00' })),
    decimals: seen(await vendor.debit({ ...d8, txId: newId('d'), amount: '1.005' })),
    zero: seen(await vendor.debit({ ...d8, txId: newId('d'), amount: '0' })),
  };
}

run()
  .then(() => {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  })
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
