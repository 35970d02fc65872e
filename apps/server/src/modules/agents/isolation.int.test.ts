import { randomUUID } from 'node:crypto';
import type { CallDef } from '@jade/contract/call';
import { CALL_TABLES } from '@jade/contract/call-index';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { call, createMember, STRONG_PASSWORD, TEST_MERCHANT, unique } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { CURRENCY, loginToken } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { members } from '../accounts/tables';
import { createLedgerService } from '../ledger/ledger-service';

/**
 * Item 4 of the agent issue: a sub-agent sees and moves nothing of its upline's other branches. This
 * test walks EVERY agent call of the contract (auth `agent`, or a path under /agent/) — the reports,
 * the team calls, the contracts and the wallet's agent transfer, today's and any added later — and
 * sends each, as sub-agent S2, with every member-naming field (memberId, downlineId, memberIds,
 * username…) set to a member of the sibling branch S1 (its player P1, then S1 itself). Nothing in
 * the sibling branch may change and no answer may carry its names. Inputs are generated from each
 * call's own zod schema, so a new call is covered as soon as it is in the call index.
 */

let database: DatabaseHandle;
let app: FastifyInstance;
type Member = Awaited<ReturnType<typeof createMember>>;
const m = {} as Record<'a' | 's1' | 's2' | 'p1' | 'p2', Member>;
let token = '';

const MEMBER_ID = /^(memberId|memberIds|downlineId|downlineIds|targetId|customerId|userId|subordinateId)$/;
const USERNAME = /^(username|usernames|account|userName|targetUsername)$/;

type Target = { id: number; username: string } | null;

interface Sample {
  value: unknown;
  /** Fields of the input that named the target. */
  targeted: string[];
}

function defOf(schema: z.ZodType): { type: string } & Record<string, unknown> {
  return (schema as unknown as { _zod: { def: { type: string } & Record<string, unknown> } })._zod.def;
}

/** A value the schema accepts (as far as a generic filler can tell), naming `target` in member fields. */
function sample(schema: z.ZodType, key: string, target: Target, out: string[]): unknown {
  const def = defOf(schema);
  const inner = (name: string) => def[name] as z.ZodType;
  const memberField = target !== null && (MEMBER_ID.test(key) || USERNAME.test(key));
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
      // Optional fields stay out, except those that name a member.
      return memberField ? sample(inner('innerType'), key, target, out) : undefined;
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(inner('innerType'), key, target, out);
    case 'pipe':
      return sample(inner('in'), key, target, out);
    case 'lazy':
      return sample((def.getter as () => z.ZodType)(), key, target, out);
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const value: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(shape)) {
        const v = sample(s, k, target, out);
        if (v !== undefined) value[k] = v;
      }
      return value;
    }
    case 'array':
      return [sample(inner('element'), key.replace(/s$/, ''), target, out)];
    case 'union':
      return sample((def.options as z.ZodType[])[0]!, key, target, out);
    case 'enum':
      return Object.values(def.entries as Record<string, string | number>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'boolean':
      return false;
    case 'number':
    case 'int':
      if (memberField && MEMBER_ID.test(key)) {
        out.push(key);
        return target!.id;
      }
      return 1;
    case 'string':
      if (memberField && USERNAME.test(key.replace(/s$/, '')) && target) {
        out.push(key);
        return target.username;
      }
      if (memberField && MEMBER_ID.test(key) && target) {
        out.push(key);
        return String(target.id);
      }
      if (/password/i.test(key)) return STRONG_PASSWORD;
      if (/idempotency/i.test(key)) return randomUUID();
      if (/date/i.test(key)) return new Date().toISOString().slice(0, 10);
      return 'isolation1';
    default:
      return undefined;
  }
}

function inputOf(def: CallDef, target: Target): Sample {
  const targeted: string[] = [];
  const schema = def.body ?? def.query;
  const value = schema ? sample(schema, '', target, targeted) : undefined;
  return { value, targeted };
}

/** The agent calls of the whole contract. */
function agentCalls(): { name: string; def: CallDef }[] {
  const found: { name: string; def: CallDef }[] = [];
  for (const table of CALL_TABLES)
    for (const [name, def] of Object.entries(table.calls))
      if (def.auth === 'agent' || (def.auth !== 'operator' && def.path.includes('/agent/')))
        found.push({ name: `${table.name}.${name}`, def });
  return found;
}

async function send(def: CallDef, value: unknown) {
  if (def.method === 'GET' || def.method === 'DELETE') {
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>))
      query[k] = Array.isArray(v) ? v.join(',') : String(v);
    return call(app, def, undefined, { token, query });
  }
  return call(app, def, value ?? {}, { token });
}

async function snapshot() {
  const ledger = createLedgerService(database.db);
  const rows = await database.db
    .select({ id: members.id, type: members.type, parentId: members.parentId, status: members.status })
    .from(members)
    .where(eq(members.merchantCode, TEST_MERCHANT));
  const branch = new Set([m.s1.id, m.p1.id]);
  return {
    members: rows.filter((r) => branch.has(r.id)).sort((a, b) => a.id - b.id),
    balances: await Promise.all(
      [m.s1, m.p1].map((x) => ledger.balance({ kind: 'member', memberId: x.id, currency: CURRENCY })),
    ),
    // Nobody was moved under S2 or into S1's branch.
    underS1: rows.filter((r) => r.parentId === m.s1.id).map((r) => r.id),
  };
}

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  m.a = await createMember(database, { type: 1 });
  m.s1 = await createMember(database, { type: 2, parentId: m.a.id });
  m.s2 = await createMember(database, { type: 2, parentId: m.a.id });
  m.p1 = await createMember(database, { parentId: m.s1.id });
  m.p2 = await createMember(database, { parentId: m.s2.id });
  const ledger = createLedgerService(database.db);
  // Money on both sides, so that no call stops at "insufficient funds" before the downline check.
  for (const x of [m.s1, m.s2, m.p1])
    await ledger.transfer({
      merchantCode: TEST_MERCHANT,
      idempotencyKey: unique('iso-fund'),
      type: 'adjustment',
      debit: { kind: 'house', house: 'external', currency: CURRENCY },
      credit: { kind: 'member', memberId: x.id, currency: CURRENCY },
      amount: 1_000_000n,
      actor: { kind: 'system', id: 'test' },
    });
  token = await loginToken(app, m.s2.username, m.s2.password);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('isolation of every agent call', () => {
  it('finds the agent calls of the contract (reports, team, contracts, transfers)', () => {
    const names = agentCalls().map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(names).toContain('agentReportCalls.teamPnl');
    expect(names).toContain('walletCalls.transferDownline');
  });

  it('a sub-agent naming a member of its sibling’s branch changes nothing and learns nothing', async () => {
    const before = await snapshot();
    const secrets = [m.s1.username, m.p1.username];
    const report: string[] = [];
    let exercised = 0;
    for (const target of [m.p1, m.s1]) {
      for (const { name, def } of agentCalls()) {
        const input = inputOf(def, { id: target.id, username: target.username });
        if (input.targeted.length === 0) continue;
        const response = await send(def, input.value);
        const body = response.body;
        const code = (response.json() as { errorCode?: string }).errorCode;
        report.push(
          `${name} [${input.targeted.join(',')}→${target === m.p1 ? 'P1' : 'S1'}] ${response.statusCode} ${code ?? ''}`,
        );
        expect(response.statusCode, `${name}: ${body}`).toBeLessThan(500);
        if (code !== 'request_param_err') exercised++;
        if (def.method !== 'GET') {
          // A write naming a sibling's member is refused.
          expect(response.statusCode, `${name} answered ${body}`).toBeGreaterThanOrEqual(400);
        }
        for (const secret of secrets) expect(body, `${name} revealed ${secret}`).not.toContain(secret);
      }
    }
    console.log(`agent calls tried with a sibling's member:\n  ${report.join('\n  ')}`);
    // The walk reached the calls' own checks (not only the schema) for most of them.
    expect(exercised).toBeGreaterThanOrEqual(10);
    expect(await snapshot()).toEqual(before);
  });

  it('no agent call answers anything of the sibling’s branch, whatever the other inputs', async () => {
    const secrets = [m.s1.username, m.p1.username];
    for (const { name, def } of agentCalls()) {
      if (def.method !== 'GET') continue;
      const input = inputOf(def, null);
      const response = await send(def, input.value);
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
      for (const secret of secrets) expect(response.body, `${name} revealed ${secret}`).not.toContain(secret);
    }
  });
});
