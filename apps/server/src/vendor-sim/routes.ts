/**
 * The vendor simulator, mounted at /vendor-sim: it plays the part of an external game vendor. Its game
 * page runs the vendor's own slot (slot-math.ts) and the simulator's server side moves the money the
 * way a real vendor must: signed server-to-server HTTP calls to Jade's seamless-wallet API
 * (authenticate on launch, then a debit and a closing credit per round; a failed credit is retried with
 * the same transaction id, which the API answers idempotently).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { sendSimulatorPage, simulatorCsp } from '../platform/http/security-headers';
import { createVendorClient, newId } from './client';
import { errorPage, gamePage, SIM_PAGE_SOURCES } from './page';
import { exactRtp, SIM_PAYS, spinSim, TWO_CHERRIES } from './slot-math';

interface Ticket {
  vendorCode: string;
  gameCode: string;
  currency: string;
  /** Jade's vendor session (null in demo mode: play money, no calls). */
  sessionId: string | null;
  playerId: string | null;
  demoBalance: bigint;
}

export interface VendorSimDeps {
  /** Where Jade's API listens (the simulator calls it over HTTP like any vendor). */
  jadeUrl: () => string;
  /** The shared secret the vendor was given (the simulator reads it from Jade's database). */
  secretFor: (vendorCode: string) => Promise<string | null>;
  /** Bounds of the in-memory tickets (tests shrink them). */
  tickets?: { max?: number; idleMs?: number };
}

/** A ticket ends after this long without a spin, and the oldest go first beyond MAX_TICKETS. */
export const TICKET_IDLE_MS = 4 * 60 * 60_000;
export const MAX_TICKETS = 10_000;
const BETS = new Set(['1.00', '2.00', '5.00', '10.00', '20.00', '50.00']);

function toMinor(text: string): bigint {
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
}
function toWire(minor: bigint): string {
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}

/** The game page's own policy: its hashed script and style, sandboxed, framed only by the site. */
const PAGE_CSP = simulatorCsp({ ...SIM_PAGE_SOURCES, framedBySite: true });

export async function vendorSimRoutes(app: FastifyInstance, deps: VendorSimDeps) {
  // Bounded and expiring: launches can no longer grow the process's memory without limit.
  const tickets = new LRUCache<string, Ticket>({
    max: deps.tickets?.max ?? MAX_TICKETS,
    ttl: deps.tickets?.idleMs ?? TICKET_IDLE_MS,
    updateAgeOnGet: true,
  });
  const page = (reply: FastifyReply, status: number, html: string) =>
    sendSimulatorPage(reply, status, html, PAGE_CSP);

  async function clientFor(vendorCode: string) {
    const secret = await deps.secretFor(vendorCode);
    return secret ? createVendorClient({ baseUrl: deps.jadeUrl(), vendorCode, secret }) : null;
  }

  app.get('/vendor-sim/launch', { schema: { hide: true } }, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const text = (value: unknown, fallback: string, max: number) =>
      (typeof value === 'string' ? value : fallback).slice(0, max);
    const gameCode = text(q.game, 'SIM-SLOT', 64);
    const vendorCode = text(q.vendor, 'SIM', 32);
    const token = typeof q.token === 'string' ? q.token : undefined;
    const ticket = randomBytes(24).toString('base64url');
    const common = { vendorCode, gameCode, pays: SIM_PAYS, twoCherries: TWO_CHERRIES, rtp: exactRtp() };
    if (q.mode === 'demo' || !token) {
      tickets.set(ticket, {
        vendorCode,
        gameCode,
        currency: 'FUN',
        sessionId: null,
        playerId: null,
        demoBalance: 200_000n,
      });
      return page(
        reply,
        200,
        gamePage({ ...common, ticket, currency: 'FUN', balance: '2000.00', demo: true }),
      );
    }
    const client = await clientFor(vendorCode);
    if (!client) return page(reply, 503, errorPage('This vendor is not configured.'));
    const auth = await client.authenticate(token);
    if (auth.status !== 200)
      return page(reply, 401, errorPage('This game link has expired. Please launch the game again.'));
    tickets.set(ticket, {
      vendorCode,
      gameCode: auth.body.gameCode,
      currency: auth.body.currency,
      sessionId: auth.body.sessionId,
      playerId: auth.body.playerId,
      demoBalance: 0n,
    });
    return page(
      reply,
      200,
      gamePage({
        ...common,
        gameCode: auth.body.gameCode,
        ticket,
        currency: auth.body.currency,
        balance: auth.body.balance,
        demo: false,
      }),
    );
  });

  app.post('/vendor-sim/spin', { schema: { hide: true } }, async (request, reply) => {
    // The game page runs sandboxed in an opaque origin ("null"): its form-encoded post is a simple CORS
    // request. The ticket in the body is the only credential; no cookie or session is involved.
    reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'no-store');
    const body = (request.body ?? {}) as { ticket?: unknown; bet?: unknown };
    const t = typeof body.ticket === 'string' ? tickets.get(body.ticket) : undefined;
    if (!t) return reply.status(401).send({ message: 'Session ended. Please launch the game again.' });
    if (typeof body.bet !== 'string' || !BETS.has(body.bet))
      return reply.status(400).send({ message: 'Choose a bet.' });
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
