/// <reference types="vite/client" />
// The fuzz test of every operation in the OpenAPI document (issue 12 item 6). For each operation and
// each role (anonymous visitor, member, agent, trial account, operator) fast-check generates requests
// from the operation's own schema: valid-ish values, values made invalid on purpose (wrong types,
// missing fields, huge strings, control characters, numbers and dates out of range, injection strings)
// and broken bodies (invalid JSON, the wrong content type, broken multipart). No answer may be a 5xx,
// and every /wps, /lgw and /ops answer must be the envelope. A new call is covered without a new case.
//
// Fixed seed by default; FUZZ_SEED and FUZZ_RUNS (cases per operation and role) widen the search:
//   FUZZ_SEED=7 FUZZ_RUNS=50 TEST_DATABASE=embedded node scripts/test-integration.mjs fuzz
import type { CallDef } from '@jade/contract/call';
import { apiFailureSchema } from '@jade/contract/envelope';
import { sealPayload } from '@jade/contract/sealed-payload';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, createMember, sealingKey, TEST_MERCHANT, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { loginToken, operatorToken } from '../../../test/payments';
import type { DatabaseHandle } from '../db/client';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  additionalProperties?: boolean | Schema;
};

interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for path parameters. */
  path: string;
  query: Schema;
  params: Schema;
  body: Schema | null;
  /** The contract's call when it has a sealed body (sealing needs its method and path). */
  sealed: CallDef | null;
  /** Who makes it: always a stranger, and each role its auth level may admit (or be refused as). */
  roles: readonly Role[];
  /** The answers' rule: the envelope, the vendor API's own shape, or a page (no 5xx only). */
  answers: 'envelope' | 'vendor' | 'page';
}

const ALL_ROLES = ['anonymous', 'member', 'agent', 'trial', 'operator'] as const;
type Role = (typeof ALL_ROLES)[number];

/**
 * The roles each auth level is fuzzed as. Public calls see every role (a session changes what some
 * answer); a guarded call sees a stranger, the roles it admits and one it refuses; calls outside the
 * contract (vendor API, simulators, images) have no session.
 */
const ROLES_BY_AUTH: Record<string, readonly Role[]> = {
  public: ALL_ROLES,
  member: ['anonymous', 'member', 'agent', 'trial'],
  'real-member': ['anonymous', 'member', 'agent', 'trial'],
  agent: ['anonymous', 'member', 'agent'],
  operator: ['anonymous', 'member', 'operator'],
  none: ['anonymous'],
};

interface Case {
  kind: 'valid' | 'invalid' | 'control' | 'raw';
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
  /** A body sent as it is, with its own content type (broken JSON, multipart, form…). */
  raw?: { contentType: string; payload: string };
  headers: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------------
// Values

const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE members;--',
  "admin'--",
  '" OR ""="',
  '<img src=x onerror=alert(1)>',
  '&lt;svg onload=alert(1)&gt;',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '%00',
  '%s%s%s%n',
  '\u202e\u0645\ud83d\ude00',
  '\ud800',
];
const CONTROL_STRINGS = ['a\u0000b', '\u0000', 'x\u0007y', '\u001b[31m', 'line\u000bbreak', '\u0008'];
const OUT_OF_RANGE_NUMBERS = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 63,
  -(2 ** 63),
  1e20,
  1e308,
  -1,
  0,
  0.5,
  -0,
];
const OUT_OF_RANGE_NUMBER_STRINGS = [
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '-1',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  ' 1',
];
const BAD_DATES = [
  '99999-12-31',
  '0000-00-00',
  '2026-02-30',
  '-infinity',
  'infinity',
  '275760-09-13T00:00:00.001Z',
  '1970-01-01T00:00:00+99:99',
  '8640000000000001',
  '-8640000000000001',
];

const arbNastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTIONS, ...CONTROL_STRINGS, ...OUT_OF_RANGE_NUMBER_STRINGS, ...BAD_DATES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(100_000).map((n) => 'x'.repeat(n)),
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
);

const arbNastyValue: fc.Arbitrary<unknown> = fc.oneof(
  arbNastyString,
  fc.constantFrom(...CONTROL_STRINGS),
  fc.constantFrom<unknown>(...OUT_OF_RANGE_NUMBERS, null, true, false, [], {}, [null], { $gt: '' }),
  fc.constantFrom(...OUT_OF_RANGE_NUMBER_STRINGS, ...BAD_DATES),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":1}}') as unknown),
);

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function stringArb(schema: Schema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 64) });
}

/** Values the schema accepts, or close to it (fast-check's bias toward edges does the rest). */
function validArb(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => validArb(s, depth + 1)));
  if (schema.allOf?.length) return validArb(schema.allOf[0], depth + 1);
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'any';
  switch (type) {
    case 'string':
      return stringArb(schema);
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -(2 ** 31)) + 1;
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 2 ** 31) - 1;
      return fc.integer({
        min: Math.max(min, Number.MIN_SAFE_INTEGER),
        max: Math.min(max, Number.MAX_SAFE_INTEGER),
      });
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validArb(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        // A few items, but never fewer than the schema asks for (seven sign-in amounts).
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 6)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = validArb(property, depth + 1);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One change that breaks a valid-ish object: a field gets a nasty value, or a required field goes. */
function mutate(schema: Schema | null, value: unknown): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const required = schema?.required ?? [];
  const changes: fc.Arbitrary<unknown>[] = [
    fc.tuple(fc.constantFrom(...keys, 'unexpected', '__proto__'), arbNastyValue).map(([key, nasty]) => {
      const copy: Record<string, unknown> = isObject(value) ? { ...value } : {};
      Object.defineProperty(copy, key, {
        value: nasty,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    }),
    arbNastyValue,
  ];
  if (required.length > 0) {
    changes.push(
      fc.constantFrom(...required).map((key) => {
        const copy: Record<string, unknown> = isObject(value) ? { ...value } : {};
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...changes);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Query and path values are strings on the wire. */
function wireString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function wireRecord(value: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (!isObject(value)) return out;
  for (const [key, item] of Object.entries(value)) {
    out[key] = Array.isArray(item) ? item.map(wireString) : wireString(item);
  }
  return out;
}

const arbRawBody: fc.Arbitrary<{ contentType: string; payload: string }> = fc.oneof(
  fc
    .constantFrom('{"a":', '{', '\u0000', 'nul', '{"a":1}{', '[1,2', '"\\ud800"', '{"a":"\\u0000"}', '')
    .map((payload) => ({ contentType: 'application/json', payload })),
  fc
    .constantFrom('null', '[]', '"text"', '12', 'true')
    .map((payload) => ({ contentType: 'application/json', payload })),
  fc.constantFrom(
    { contentType: 'text/plain', payload: 'hello' },
    {
      contentType: 'application/xml',
      payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&b=1&b=2&__proto__[x]=1' },
    { contentType: 'application/octet-stream', payload: '\u0000\u0001\u0002' },
    { contentType: 'application/json; charset=utf-16', payload: '{}' },
    { contentType: 'multipart/form-data', payload: 'no boundary at all' },
    {
      contentType: 'multipart/form-data; boundary=xyz',
      payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    },
    {
      contentType: 'multipart/form-data; boundary=xyz',
      payload: '--xyz\r\nbroken header\r\n\r\nvalue\r\n--xyz--\r\n',
    },
    {
      contentType: 'multipart/form-data; boundary=xyz',
      payload: '--xyz\r\nContent-Disposition: form-data; name="remark"\r\n\r\na\u0000b\r\n--xyz--\r\n',
    },
    {
      contentType: 'multipart/form-data; boundary=xyz',
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="image"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--xyz--\r\n',
    },
    { contentType: 'multipart/form-data; boundary=xyz', payload: '' },
  ),
);

const arbHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        Merchant: fc.constantFrom('nope', 'x'.repeat(500), "' OR 1=1--", '../etc'),
        Language: fc.constantFrom('XX', 'x'.repeat(500), '<b>'),
        Device: fc.constantFrom('mobile', 'x'.repeat(500), "'"),
        'X-Forwarded-For': fc.constantFrom('999.1.1.1', 'a'.repeat(300)),
      },
      { requiredKeys: [] },
    ),
  },
);

function caseArb(op: Operation, safeWrites: boolean): fc.Arbitrary<Case> {
  const params = validArb(op.params);
  const query = validArb(op.query);
  const body = op.body ? validArb(op.body) : fc.constant(undefined);
  const valid = fc.record({ params, query, body, headers: arbHeaders }).map((parts): Case => ({
    kind: 'valid',
    params: wireRecord(parts.params) as Record<string, string>,
    query: wireRecord(parts.query),
    body: parts.body,
    headers: parts.headers,
  }));
  // Bad query or path values, or a body with one deliberate fault.
  const invalid = fc
    .record({
      params,
      query,
      body,
      headers: arbHeaders,
      // An operator's write is broken in its body, always (a bad query beside a good body could pass).
      where: fc.constantFrom<'params' | 'query' | 'body'>(
        ...(op.method !== 'GET' && safeWrites
          ? (['body'] as const)
          : ([
              ...(Object.keys(op.params.properties ?? {}).length > 0 ? (['params'] as const) : []),
              'query',
              ...(op.method === 'GET' ? [] : (['body'] as const)),
            ] as const)),
      ),
    })
    .chain((parts) => {
      const target = parts.where === 'params' ? op.params : parts.where === 'query' ? op.query : op.body;
      const fault =
        safeWrites && parts.where === 'body'
          ? surelyInvalid(op.body, parts.body)
          : mutate(target, parts[parts.where]);
      return fault.map((broken): Case => ({
        kind: 'invalid',
        params: wireRecord(parts.where === 'params' ? broken : parts.params) as Record<string, string>,
        query: wireRecord(parts.where === 'query' ? broken : parts.query),
        body: parts.where === 'body' ? broken : parts.body,
        headers: parts.headers,
      }));
    });
  const raw = fc.record({ params, query, raw: arbRawBody }).map((parts): Case => ({
    kind: 'raw',
    params: wireRecord(parts.params) as Record<string, string>,
    query: wireRecord(parts.query),
    raw: parts.raw,
    headers: {},
  }));
  // Every string of a valid-ish request gets a control character (the classic NUL-byte 500).
  const control = fc.tuple(valid, fc.constantFrom(...CONTROL_STRINGS)).map(([input, bad]): Case => ({
    ...input,
    kind: 'control',
    params: withControl(input.params, bad) as Record<string, string>,
    query: withControl(input.query, bad) as Record<string, string | string[]>,
    body: withControl(input.body, bad),
  }));
  const arbitraries = [
    // An operator's writes only ever get bodies that cannot pass (they would change shared content).
    ...(safeWrites && op.method !== 'GET'
      ? []
      : [
          { weight: 2, arbitrary: valid },
          { weight: 1, arbitrary: control },
        ]),
    { weight: 3, arbitrary: invalid },
    ...(op.method === 'GET' ? [] : [{ weight: 1, arbitrary: raw }]),
  ];
  return fc.oneof(...arbitraries);
}

function withControl(value: unknown, bad: string): unknown {
  if (typeof value === 'string') return `${value}${bad}`;
  if (Array.isArray(value)) return value.map((item) => withControl(item, bad));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withControl(v, bad)]));
  return value;
}

/** A body no correct server accepts: a NUL in a string, a required field gone, an id out of range. */
function surelyInvalid(schema: Schema | null, value: unknown): fc.Arbitrary<unknown> {
  const required = schema?.required ?? [];
  const keys = Object.keys(schema?.properties ?? {});
  const choices: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...keys, 'text').map((key) => ({ ...(isObject(value) ? value : {}), [key]: 'x\u0000y' })),
    fc.constantFrom<unknown>(null, [], 'text', 12),
  ];
  if (required.length > 0)
    choices.push(
      fc.constantFrom(...required).map((key) => {
        const copy: Record<string, unknown> = isObject(value) ? { ...value } : {};
        delete copy[key];
        return copy;
      }),
    );
  const integers = keys.filter((key) => typesOf(schema!.properties![key]!).includes('integer'));
  if (integers.length > 0)
    choices.push(
      fc
        .tuple(fc.constantFrom(...integers), fc.constantFrom(2 ** 31, 2 ** 53 - 1, 1e20, -(2 ** 31) - 1))
        .map(([key, n]) => ({ ...(isObject(value) ? value : {}), [key]: n })),
    );
  return fc.oneof(...choices);
}

// ---------------------------------------------------------------------------------------------------
// Operations, from the OpenAPI document

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  description?: string;
}

function objectOf(parameters: OpenApiParameter[], where: string): Schema {
  const chosen = parameters.filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(chosen.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: chosen.filter((p) => p.required).map((p) => p.name),
  };
}

/** The contract's calls, by "METHOD path", to seal bodies of `encrypted` calls. */
function contractCalls(): Map<string, CallDef> {
  const modules = import.meta.glob('../../../../../packages/contract/src/*-calls.ts', { eager: true });
  const calls = new Map<string, CallDef>();
  for (const exported of Object.values(modules)) {
    for (const group of Object.values(exported as Record<string, unknown>)) {
      if (!isObject(group)) continue;
      for (const def of Object.values(group)) {
        if (isObject(def) && typeof def.method === 'string' && typeof def.path === 'string')
          calls.set(`${def.method} ${def.path}`, def as unknown as CallDef);
      }
    }
  }
  return calls;
}

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const calls = contractCalls();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      const parameters = spec.parameters ?? [];
      const encrypted = spec.description?.includes('encrypted body') ?? false;
      const sealed = encrypted ? (calls.get(`${upper} ${path}`) ?? null) : null;
      if (encrypted && !sealed)
        throw new Error(`${upper} ${path}: sealed call without a contract definition`);
      const body = sealed?.body
        ? (z.toJSONSchema(sealed.body, { io: 'input', unrepresentable: 'any' }) as Schema)
        : (spec.requestBody?.content?.['application/json']?.schema ?? null);
      const auth = /auth ([a-z-]+)/.exec(spec.description ?? '')?.[1];
      operations.push({
        roles: ROLES_BY_AUTH[auth ?? 'none'] ?? ALL_ROLES,
        method: upper,
        path,
        query: objectOf(parameters, 'query'),
        params: objectOf(parameters, 'path'),
        body,
        sealed,
        answers: /^\/(wps|lgw|ops)(\/|$)/.test(path)
          ? 'envelope'
          : path.startsWith('/vendor-api/')
            ? 'vendor'
            : 'page',
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------------
// Sending and judging

let database: DatabaseHandle;
let app: FastifyInstance;
const tokens = new Map<Role, string | undefined>();

async function login(role: Role): Promise<string | undefined> {
  switch (role) {
    case 'anonymous':
      return undefined;
    case 'member':
    case 'agent': {
      const member = await createMember(database, { type: role === 'agent' ? 1 : 0 });
      return loginToken(app, member.username, member.password);
    }
    case 'trial': {
      const { freePlay } = (await import('@jade/contract/account-calls')).accountCalls;
      const response = await call(app, freePlay, {}, { ip: uniqueIp() });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value.token as string;
    }
    case 'operator':
      return operatorToken(app);
  }
}

function urlOf(op: Operation, input: Case): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(input.params[name] || 'x'),
  );
  return path;
}

async function send(op: Operation, input: Case, token: string | undefined): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    Merchant: TEST_MERCHANT,
    Language: 'EN',
    ...(token ? { Authorization: token } : {}),
    ...input.headers,
  };
  const request: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url: urlOf(op, input),
    query: input.query,
    headers,
    remoteAddress: uniqueIp(),
  };
  if (input.raw) {
    headers['content-type'] = input.raw.contentType;
    request.payload = input.raw.payload;
  } else if (op.method !== 'GET' && input.body !== undefined) {
    if (op.sealed) {
      const key = await sealingKey(app);
      request.payload = await sealPayload(key.jwk, key.kid, op.sealed, input.body);
    } else {
      headers['content-type'] = 'application/json';
      request.payload = JSON.stringify(input.body);
    }
  }
  return app.inject(request);
}

/** Why an answer breaks the rules, or null when it keeps them. */
function fault(op: Operation, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  if (op.answers === 'page') return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `status ${response.statusCode} with a body that is not JSON`;
  }
  if (op.answers === 'vendor') return isObject(body) ? null : 'not a JSON object';
  if (isObject(body) && body.success === true && 'value' in body) return null;
  if (apiFailureSchema.safeParse(body).success && (body as { success: unknown }).success === false)
    return null;
  return `status ${response.statusCode} outside the envelope`;
}

function describeCase(input: Case): string {
  const shown = JSON.stringify(input, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 120 ? `${value.slice(0, 40)}…(${value.length} chars)` : value,
  );
  return shown.length > 1500 ? `${shown.slice(0, 1500)}…` : shown;
}

/** A session the fuzzing may have ended (a logout, a password change) is replaced by a fresh one. */
async function liveToken(role: Role): Promise<string | undefined> {
  const token = tokens.get(role);
  if (!token) return token;
  const probe = await app.inject({
    method: 'GET',
    url: role === 'operator' ? '/ops/session/me' : '/wps/v2/wallets/balance',
    headers: { Merchant: TEST_MERCHANT, Authorization: token },
    remoteAddress: uniqueIp(),
  });
  if (probe.statusCode !== 401) return token;
  const fresh = await login(role);
  tokens.set(role, fresh);
  return fresh;
}

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  for (const role of ALL_ROLES) tokens.set(role, await login(role));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('fuzz: every operation of the OpenAPI document', () => {
  it('finds the operations, sealed ones included', () => {
    const operations = operationsOf(app.swagger() as never);
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.some((op) => op.sealed)).toBe(true);
  });

  for (const role of ALL_ROLES) {
    // The roles run side by side (the database waits dominate); each role's calls one after another,
    // so no two requests of one session race (races are not what this test looks for).
    it.concurrent(`no 5xx and only envelopes, as ${role}`, { timeout: 300_000 }, async () => {
      const failures: string[] = [];
      const fuzz = async (op: Operation) => {
        const token = await liveToken(role);
        const details = await fc.check(
          fc.asyncProperty(caseArb(op, role === 'operator'), async (input) => {
            const response = await send(op, input, token);
            const problem = fault(op, response);
            if (problem) throw new Error(`${problem}: ${response.body.slice(0, 300)}`);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        if (details.failed) {
          const input = details.counterexample?.[0] as Case | undefined;
          const error =
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : String(details.errorInstance);
          failures.push(
            `${op.method} ${op.path} as ${role} (seed ${SEED}, path ${details.counterexamplePath}): ${error}\n    input ${input ? describeCase(input) : '?'}`,
          );
        }
      };
      const operations = operationsOf(app.swagger() as never).filter((o) => o.roles.includes(role));
      // Calls that end the caller's session go last, so the others keep a live one.
      const ending = operations.filter((op) => /logout/.test(op.path));
      for (const op of [...operations.filter((op) => !ending.includes(op)), ...ending]) await fuzz(op);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});
