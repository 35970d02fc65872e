import { sql } from 'drizzle-orm';
import type { SecretBox } from '../platform/crypto/secret-box';
import type { Database } from '../platform/db/client';
import { createMemoryCounterStore } from '../platform/rate-limit/counter-store';
import { members } from '../modules/accounts/tables';
import type { BetFacts } from '../modules/bet-facts';
import { createInhouseGamesService, limitsOf } from '../modules/inhouse-games/service';
import { createLedgerService, InsufficientFundsError } from '../modules/ledger/ledger-service';
import { minorToWire } from '../modules/ledger/money';

/** The demo agent whose whole tree gets a history of bets. */
export const DEMO_BETS_AGENT = 'demo_agent';
const SEED_BETS_LOCK = 7_316_014;
const DAY = 86_400_000;

/** A small deterministic generator, so every demo database tells the same story. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Plays several weeks of in-house rounds (slots and baccarat) for every member of the demo agent's
 * tree through the games service itself, on a clock that walks through the past days: each round
 * debits and credits the ledger and writes its bet fact in one transaction, as a player's would.
 * Then it drains the roll-ups so the agent pages show figures at once. Runs once per database (when
 * the tree has no round yet), under an advisory lock so several instances do not both play.
 * Returns the number of rounds played.
 */
export async function seedDemoBets(deps: {
  db: Database;
  secrets: SecretBox;
  betFacts: Pick<BetFacts, 'record' | 'rollupDue'>;
  merchantCode: string;
  currency: string;
  days?: number;
  roundsPerDay?: number;
  now?: number;
}): Promise<number> {
  const { db } = deps;
  const days = deps.days ?? 28;
  const perDay = deps.roundsPerDay ?? 6;
  const [agent] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`${members.merchantCode} = ${deps.merchantCode} and ${members.username} = ${DEMO_BETS_AGENT}`)
    .limit(1);
  if (!agent) return 0;

  return db.transaction(async (lockTx) => {
    // Held while playing (the rounds commit on their own connections); a second instance waits, then
    // finds the rounds and does nothing.
    await lockTx.execute(sql`select pg_advisory_xact_lock(${SEED_BETS_LOCK})`);
    const team = await db.execute<{ id: number }>(sql`
      select m.id from member_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = ${agent.id} order by m.id`);
    const ids = team.rows.map((r) => Number(r.id));
    const played = await db.execute<{ n: string }>(sql`
      select count(*)::text as n from game_rounds where member_id = any(${`{${ids.join(',')}}`}::int[])`);
    if (Number(played.rows[0]?.n ?? 0) > 0) return 0;

    const rows = await db
      .select()
      .from(members)
      .where(sql`${members.id} = any(${`{${ids.join(',')}}`}::int[])`);
    const start = Math.floor((deps.now ?? Date.now()) / DAY) * DAY - days * DAY;
    // The table minimum is a multiple of every baccarat bet's step.
    const tableMin = limitsOf('baccarat', deps.currency).min;
    const slots = ['jade-dragon', 'lotus-fortune', 'koi-riches'] as const;
    const ledger = createLedgerService(db);

    /** One member's weeks, on the member's own clock (members play side by side). */
    async function playHistory(member: (typeof rows)[number]): Promise<number> {
      let clock = start;
      const games = createInhouseGamesService({
        db,
        ledger,
        counters: createMemoryCounterStore(() => clock),
        secrets: deps.secrets,
        merchantCurrency: async () => deps.currency,
        betFacts: deps.betFacts,
        now: () => clock,
      });
      const random = lcg(20_260_101 + member.id);
      let rounds = 0;
      for (let day = 0; day < days; day++) {
        // Not every member plays every day; the active ones play a varying number of rounds.
        if (random() < 0.2) continue;
        const count = 1 + Math.floor(random() * perDay);
        const times = Array.from({ length: count }, () => Math.floor(random() * (DAY - 60_000))).sort(
          (a, b) => a - b,
        );
        for (const [i, offset] of times.entries()) {
          clock = start + day * DAY + offset;
          const key = `demo-seed:${member.id}:${day}:${i}`;
          try {
            if (random() < 0.7) {
              const gameId = slots[Math.floor(random() * slots.length)]!;
              const { min } = limitsOf(gameId, deps.currency);
              const bet = minorToWire(min * BigInt(1 + Math.floor(random() * 5)));
              await games.spin(member, { gameId, bet, idempotencyKey: key });
            } else {
              const side = random() < 0.5 ? 'player' : 'banker';
              await games.baccarat(member, {
                bets: { [side]: minorToWire(tableMin * BigInt(1 + Math.floor(random() * 3))) },
                idempotencyKey: key,
              });
            }
            rounds++;
          } catch (error) {
            // Out of demo money: this member stops playing.
            if (error instanceof InsufficientFundsError) return rounds;
            throw error;
          }
        }
      }
      return rounds;
    }

    const rounds = (await Promise.all(rows.map(playHistory))).reduce((a, b) => a + b, 0);
    for (;;) {
      const { drained } = await db.transaction((tx) => deps.betFacts.rollupDue(tx));
      if (drained) break;
    }
    return rounds;
  });
}
