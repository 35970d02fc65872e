/**
 * The vendor simulator, mounted at /vendor-sim: it plays the part of an external game vendor. Its game
 * page runs the vendor's own slot (slot-math.ts) and the simulator's server side moves the money the
 * way a real vendor must: signed server-to-server HTTP calls to Jade's seamless-wallet API
 * (authenticate on launch, then a debit and a closing credit per round; a failed credit is retried with
 * the same transaction id, which the API answers idempotently).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createVendorClient, newId } from './client';
import { errorPage, gamePage } from './page';
import { exactRtp, SIM_PAYS, spinSim, TWO_CHERRIES } from './slot-math';

interface Ticket {
  vendorCode: string;
  gameCode: string;
  currency: string;
  /** Jade's vendor session (null in demo mode: play money, no calls). */
  sessionId: string | null;
  playerId: string | null;
  demoBalance: bigint;
  lastUsed: number;
}

export interface VendorSimDeps {
  /** Where Jade's API listens (the simulator calls it over HTTP like any vendor). */
  jadeUrl: () => string;
  /** The shared secret the vendor was given (the simulator reads it from Jade's database). */
  secretFor: (vendorCode: string) => Promise<string | null>;
}

const TICKET_TTL_MS = 4 * 60 * 60_000;
const BETS = new Set(['1.00', '2.00', '5.00', '10.00', '20.00', '50.00']);

function toMinor(text: string): bigint {
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
}
function toWire(minor: bigint): string {
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}

export async function vendorSimRoutes(app: FastifyInstance, deps: VendorSimDeps) {
  const tickets = new Map<string, Ticket>();

  function sweep() {
    const now = Date.now();
    for (const [k, t] of tickets) if (now - t.lastUsed > TICKET_TTL_MS) tickets.delete(k);
  }

  async function clientFor(vendorCode: string) {
    const secret = await deps.secretFor(vendorCode);
    return secret ? createVendorClient({ baseUrl: deps.jadeUrl(), vendorCode, secret }) : null;
  }

  app.get('/vendor-sim/launch', async (request, reply) => {
    sweep();
    const q = request.query as Record<string, string | undefined>;
    const gameCode = (q.game ?? 'SIM-SLOT').slice(0, 64);
    const vendorCode = (q.vendor ?? 'SIM').slice(0, 32);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    const ticket = randomBytes(24).toString('base64url');
    const common = { vendorCode, gameCode, pays: SIM_PAYS, twoCherries: TWO_CHERRIES, rtp: exactRtp() };
    if (q.mode === 'demo' || !q.token) {
      tickets.set(ticket, {
        vendorCode,
        gameCode,
        currency: 'FUN',
        sessionId: null,
        playerId: null,
        demoBalance: 200_000n,
        lastUsed: Date.now(),
      });
      return gamePage({ ...common, ticket, currency: 'FUN', balance: '2000.00', demo: true });
    }
    const client = await clientFor(vendorCode);
    if (!client) return reply.status(503).send(errorPage('This vendor is not configured.'));
    const auth = await client.authenticate(q.token);
    if (auth.status !== 200)
      return reply.status(401).send(errorPage('This game link has expired. Please launch the game again.'));
    tickets.set(ticket, {
      vendorCode,
      gameCode: auth.body.gameCode,
      currency: auth.body.currency,
      sessionId: auth.body.sessionId,
      playerId: auth.body.playerId,
      demoBalance: 0n,
      lastUsed: Date.now(),
    });
    return gamePage({
      ...common,
      gameCode: auth.body.gameCode,
      ticket,
      currency: auth.body.currency,
      balance: auth.body.balance,
      demo: false,
    });
  });

  app.post('/vendor-sim/spin', async (request, reply) => {
    const body = (request.body ?? {}) as { ticket?: string; bet?: string };
    const t = body.ticket ? tickets.get(body.ticket) : undefined;
    if (!t) return reply.status(401).send({ message: 'Session ended. Please launch the game again.' });
    if (!body.bet || !BETS.has(body.bet)) return reply.status(400).send({ message: 'Choose a bet.' });
    t.lastUsed = Date.now();
    const bet = toMinor(body.bet);
    const spin = spinSim();
    const win = bet * BigInt(spin.multiplier);
    const roundId = newId('sim');
    if (!t.sessionId) {
      if (t.demoBalance < bet) return reply.status(402).send({ message: 'Not enough play money.' });
      t.demoBalance += win - bet;
      return { roundId, window: spin.window, win: toWire(win), balance: toWire(t.demoBalance) };
    }
    const client = await clientFor(t.vendorCode);
    if (!client) return reply.status(503).send({ message: 'Vendor not configured.' });
    const debit = await client.debit({
      sessionId: t.sessionId,
      txId: newId('bet'),
      roundId,
      amount: body.bet,
      playerId: t.playerId ?? undefined,
    });
    if (debit.status === 402)
      return reply
        .status(402)
        .send({ message: 'Insufficient balance.', balance: (debit.body as { balance?: string }).balance });
    if (debit.status !== 200)
      return reply.status(debit.status).send({ message: debit.body.error?.message ?? 'Bet refused.' });
    // Every round is closed by a credit (0 on a loss); retried with the same txId until it lands.
    const credit = {
      txId: newId('win'),
      roundId,
      amount: toWire(win),
      detail: { window: spin.window, line: spin.line },
    };
    let settled = await client.credit(credit);
    for (let attempt = 0; settled.status >= 500 && attempt < 3; attempt++)
      settled = await client.credit(credit);
    if (settled.status !== 200)
      return reply.status(502).send({ message: 'The win could not be paid yet; it will be retried.' });
    return { roundId, window: spin.window, win: toWire(win), balance: settled.body.balance };
  });
}
