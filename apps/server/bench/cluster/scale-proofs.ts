// The properties scale-out.ts proves on a running cluster. Each function throws a ProofError naming what
// did not hold, and otherwise returns the figures it saw for the summary.
import { randomUUID } from 'node:crypto';
import { paymentCalls } from '@jade/contract/payment-calls';
import { sealPayload } from '@jade/contract/sealed-payload';
import pg from 'pg';
import { runOperator, type Build, type Instance } from './instances';
import {
  BENCH_MERCHANT,
  BENCH_PASSWORD,
  fetchSealingKey,
  memberHeaders,
  postLogin,
  type BenchMember,
  type Envelope,
  type Member,
} from './player-client';

export class ProofError extends Error {}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ProofError(message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function getJson<T>(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { Merchant: BENCH_MERCHANT, ...headers } });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** 1. A login through one instance is a session on every other. */
export async function proveSharedSessions(instances: Instance[], member: BenchMember, ip: string) {
  const [first, ...others] = instances;
  const key = await fetchSealingKey(first!.baseUrl);
  const login = await postLogin(first!.baseUrl, key, {
    username: member.username,
    password: BENCH_PASSWORD,
    ip,
  });
  assert(
    login.body.success && login.body.value,
    `login on ${first!.name} failed: ${JSON.stringify(login.body)}`,
  );
  const session: Member = { ...member, token: login.body.value.token, ip };
  const seen: Record<string, string> = {};
  for (const instance of others) {
    const info = await getJson<{ account?: string }>(
      `${instance.baseUrl}/wps/member/info`,
      memberHeaders(session),
    );
    const balance = await getJson<{ sumBalance: number }>(
      `${instance.baseUrl}/wps/v2/wallets/balance`,
      memberHeaders(session),
    );
    assert(
      info.status === 200 && info.body.value?.account === member.username,
      `${instance.name} does not know the session made on ${first!.name}: ${JSON.stringify(info.body)}`,
    );
    assert(balance.status === 200 && balance.body.success, `${instance.name}: balance ${balance.status}`);
    seen[instance.name] = `${info.body.value.account}, balance ${balance.body.value!.sumBalance}`;
  }
  return { loginOn: first!.name, answeredOn: seen };
}

/**
 * 2. The captcha limit (30 images a minute per address) counts across instances: requests from one
 * address go round robin over the instances, and the 31st is refused whichever instance gets it.
 */
export async function proveSharedRateLimit(instances: Instance[], ip: string, max = 30) {
  const statuses: number[] = [];
  for (let i = 0; i < max + 3; i++) {
    const instance = instances[i % instances.length]!;
    const response = await fetch(`${instance.baseUrl}/wps/captcha?t=${i}`, {
      headers: { Merchant: BENCH_MERCHANT, 'X-Forwarded-For': ip },
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  const firstRefused = statuses.findIndex((status) => status === 429);
  assert(
    firstRefused === max,
    `captcha limit: expected the first 429 at request ${max + 1} (summed over ${instances.length} instances), got ${
      firstRefused < 0 ? 'none' : `request ${firstRefused + 1}`
    }; statuses ${statuses.join(',')}`,
  );
  assert(
    statuses.slice(max).every((status) => status === 429),
    'captcha limit: a request past the limit was served',
  );
  return {
    limit: `${max} a minute per address`,
    firstRefusedAt: firstRefused + 1,
    instances: instances.length,
  };
}

/**
 * 2b. Failed logins of one username count across instances: two wrong passwords on two instances,
 * and the third instance already asks for the captcha (LOGIN_GUARD.captchaFrom = 3).
 */
export async function proveSharedLoginGuard(instances: Instance[], member: BenchMember, ip: string) {
  const key = await fetchSealingKey(instances[0]!.baseUrl);
  const answers: string[] = [];
  for (const instance of instances.slice(0, 3)) {
    const { body } = await postLogin(instance.baseUrl, key, {
      username: member.username,
      password: 'wrong-Pass1',
      ip,
    });
    const captcha = (body.value as { captcha?: boolean } | undefined)?.captcha === true;
    answers.push(`${instance.name}: ${body.errorCode ?? 'ok'}${captcha ? ' (captcha)' : ''}`);
  }
  const third = answers[2] ?? '';
  assert(
    /captcha/.test(third),
    `failed logins are not shared: the third attempt (third instance) did not ask for the captcha: ${answers.join('; ')}`,
  );
  return { attempts: answers };
}

/** The maintenance flag as each instance serves it (through its 5 s cache). */
async function maintenanceOf(instance: Instance): Promise<boolean> {
  const { body } = await getJson<{ maintenance: boolean }>(`${instance.baseUrl}/wps/system/status`, {
    'X-Forwarded-For': '198.51.100.7',
  });
  return body.value?.maintenance === true;
}

/**
 * 3. `operator maintenance on` reaches every instance within `withinMs` (far below the 5 s cache TTL),
 * though each had just cached the old state; then off again, the same way.
 */
export async function proveOperatorChange(
  build: Build,
  env: Record<string, string>,
  instances: Instance[],
  withinMs = 1_000,
) {
  const seen: Record<string, Record<string, number>> = { on: {}, off: {} };
  for (const [state, wanted] of [
    ['on', true],
    ['off', false],
  ] as const) {
    // Every instance caches the current state right before the change.
    for (const instance of instances)
      assert((await maintenanceOf(instance)) === !wanted, 'unexpected start state');
    const { code, output } = await runOperator(build, env, ['maintenance', state]);
    assert(code === 0, `operator maintenance ${state} failed: ${output}`);
    const changedAt = Date.now();
    await Promise.all(
      instances.map(async (instance) => {
        while ((await maintenanceOf(instance)) !== wanted) {
          const waited = Date.now() - changedAt;
          assert(waited < 5_000, `${instance.name} still serves maintenance ${!wanted} after ${waited} ms`);
          await sleep(20);
        }
        seen[state]![instance.name] = Date.now() - changedAt;
      }),
    );
    const slowest = Math.max(...Object.values(seen[state]!));
    assert(
      slowest <= withinMs,
      `maintenance ${state} took ${slowest} ms to reach every instance (limit ${withinMs})`,
    );
  }
  return { msAfterTheCliExitedPerInstance: seen };
}

/** An ELOTT game (the fast lottery) and its current draw. */
async function currentElott(baseUrl: string) {
  const { body } = await getJson<
    { gameMenus: { gameCode: string; current: { drawId: number; closesAt: number } }[] }[]
  >(`${baseUrl}/lgw/vn/games/game_menu?prizeMode=Elott`);
  const game = body.value?.flatMap((vendor) => vendor.gameMenus)[0];
  if (!game) throw new ProofError(`no ELOTT game: ${JSON.stringify(body)}`);
  return game;
}

/**
 * 4a. Lottery bets while the cluster runs: one order on the current fast draw every few seconds, sent to
 * the instances in turn, so settled draws have bets to pay. Returns the bet ids placed.
 */
export function startLotteryBets(instances: () => Instance[], member: Member, everyMs = 4_000) {
  const placed: number[] = [];
  let running = true;
  let turn = 0;
  const loop = (async () => {
    while (running) {
      const list = instances();
      const instance = list[turn++ % list.length];
      if (instance) {
        try {
          const game = await currentElott(instance.baseUrl);
          const response = await fetch(`${instance.baseUrl}/lgw/orders`, {
            method: 'POST',
            headers: memberHeaders(member, true),
            body: JSON.stringify({
              gameCode: game.gameCode,
              drawId: game.current.drawId,
              bets: [
                { playType: 'BIG_SMALL', selection: 'BIG', amount: 10 },
                { playType: 'ODD_EVEN', selection: 'ODD', amount: 10 },
              ],
              idempotencyKey: randomUUID(),
            }),
          });
          const body = (await response.json()) as Envelope<{ bets: { betId: number }[] }>;
          if (body.success) placed.push(...body.value!.bets.map((bet) => bet.betId));
        } catch {
          // An instance killed on purpose: the next one takes the next order.
        }
      }
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return placed;
    },
  };
}

/** 4b. A payout left unconfirmed, so its auto-receive job comes due while the cluster runs. */
export async function requestPaidWithdrawal(
  build: Build,
  env: Record<string, string>,
  baseUrl: string,
  member: Member,
) {
  const key = await fetchSealingKey(baseUrl);
  const send = async (
    call: typeof paymentCalls.setPaymentPassword | typeof paymentCalls.withdraw,
    body: object,
  ) => {
    const sealed = await sealPayload(key.jwk, key.kid, call, body as never);
    const response = await fetch(`${baseUrl}${call.path}`, {
      method: call.method,
      headers: memberHeaders(member, true),
      body: JSON.stringify(sealed),
    });
    return (await response.json()) as Envelope<{ id: number }>;
  };
  const password = await send(paymentCalls.setPaymentPassword, {
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
  });
  assert(
    password.success || password.errorCode === 'payment.password.exists',
    `payment password: ${JSON.stringify(password)}`,
  );
  const withdrawal = await send(paymentCalls.withdraw, {
    check: 'v2',
    amount: 150,
    payeeName: 'Scale Bench',
    payeeType: 'bank',
    provider: 'KBZ Bank',
    accountNumber: '1234567890',
    paymentPassword: '246810',
    idempotencyKey: randomUUID(),
  });
  assert(withdrawal.success && withdrawal.value, `withdraw: ${JSON.stringify(withdrawal)}`);
  const id = withdrawal.value.id;
  const paid = await runOperator(build, env, ['withdrawal', 'pay', String(id)]);
  assert(paid.code === 0, `operator withdrawal pay ${id}: ${paid.output}`);
  return id;
}

interface JobRow {
  id: string;
  kind: string;
  dedupe_key: string | null;
  claimed_by: string | null;
  attempts: number;
  done_at: Date | null;
  last_error: string | null;
  payload: Record<string, unknown>;
}

/**
 * 4. Jobs ran exactly once: every lottery tick (one per draw time) claimed once and done without error,
 * no draw time twice; every due draw drawn; every bet on a drawn draw settled, each win paid by exactly
 * one transfer; the withdrawals' auto-receive jobs each ran once and closed their payout.
 */
export async function proveJobsOnce(
  databaseUrl: string,
  since: Date,
  betIds: number[],
  withdrawalIds: number[],
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await client.query<T>(text, values)).rows;
    const ticks = await q<JobRow>(
      `select id::text, kind, dedupe_key, claimed_by, attempts, done_at, last_error, payload from jobs
       where kind = 'lottery-tick' and run_at >= $1 and done_at is not null order by run_at`,
      [since],
    );
    assert(ticks.length >= 3, `only ${ticks.length} lottery ticks ran since ${since.toISOString()}`);
    const keys = new Map<string, number>();
    for (const tick of ticks) keys.set(tick.dedupe_key ?? '', (keys.get(tick.dedupe_key ?? '') ?? 0) + 1);
    const twice = [...keys].filter(([, n]) => n > 1);
    assert(twice.length === 0, `lottery ticks ran twice for one draw time: ${JSON.stringify(twice)}`);
    const retried = ticks.filter((tick) => tick.attempts !== 1 || tick.last_error);
    assert(retried.length === 0, `lottery ticks retried or failed: ${JSON.stringify(retried)}`);
    const claimedBy = new Map<string, number>();
    for (const tick of ticks)
      claimedBy.set(tick.claimed_by ?? '?', (claimedBy.get(tick.claimed_by ?? '?') ?? 0) + 1);

    const [draws] = await q<{ drawn: string; overdue: string; dupes: string }>(
      `select count(*) filter (where status = 'drawn' and draw_at >= $1)::text as drawn,
              count(*) filter (where status = 'open' and draw_at < now() - interval '5 seconds')::text as overdue,
              (select count(*) from (select game_code, draw_at from lottery_draws group by 1, 2 having count(*) > 1) d)::text as dupes
       from lottery_draws`,
      [since],
    );
    assert(draws!.overdue === '0', `${draws!.overdue} draws past their time are still open`);
    assert(draws!.dupes === '0', `${draws!.dupes} draw times exist twice`);

    const bets = await q<{ id: number; status: string; payout: string; wins: string; drawn: boolean }>(
      `select b.id, b.status, b.payout::text,
              (select count(*) from ledger_transfers t where t.idempotency_key = 'lott:win:' || b.id)::text as wins,
              d.status = 'drawn' as drawn
       from lottery_bets b join lottery_draws d on d.id = b.draw_id where b.id = any($1)`,
      [betIds],
    );
    const settled = bets.filter((bet) => bet.drawn);
    const badBets = settled.filter(
      (bet) => bet.status === 'pending' || (bet.status === 'won' ? bet.wins !== '1' : bet.wins !== '0'),
    );
    assert(badBets.length === 0, `lottery bets settled wrongly: ${JSON.stringify(badBets)}`);

    const receives = await q<JobRow & { status: string }>(
      `select j.id::text, j.kind, j.claimed_by, j.attempts, j.done_at, j.last_error, j.payload, w.status
       from jobs j join withdrawals w on w.id = (j.payload->>'withdrawalId')::int
       where j.kind = 'withdrawal.auto-receive' and w.id = any($1)`,
      [withdrawalIds],
    );
    for (const id of withdrawalIds) {
      const rows = receives.filter((row) => Number(row.payload.withdrawalId) === id);
      assert(rows.length === 1, `withdrawal ${id}: ${rows.length} auto-receive jobs`);
      const [job] = rows;
      assert(
        job!.done_at && job!.attempts === 1 && !job!.last_error,
        `withdrawal ${id}: auto-receive job ${JSON.stringify(job)}`,
      );
      assert(job!.status === 'forced_received', `withdrawal ${id} is ${job!.status}, not forced_received`);
    }
    return {
      lotteryTicks: ticks.length,
      ticksClaimedByInstance: [...claimedBy.values()].sort((a, b) => b - a),
      drawsDrawn: Number(draws!.drawn),
      lotteryBets: {
        placed: betIds.length,
        settled: settled.length,
        won: settled.filter((b) => b.status === 'won').length,
      },
      withdrawalsAutoReceived: receives.map((row) => ({
        id: Number(row.payload.withdrawalId),
        claimedBy: row.claimed_by,
      })),
    };
  } finally {
    await client.end();
  }
}
