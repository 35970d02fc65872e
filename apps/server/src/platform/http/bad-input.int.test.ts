// The 500s the outside review found on bad input (issue 12 item 6), each now a 400 with an error code.
// The fuzz test (fuzz.int.test.ts) searches for more; these are the reported cases, kept by name.
import { accountCalls } from '@jade/contract/account-calls';
import { contentCalls } from '@jade/contract/content-calls';
import { opsPlayerCalls } from '@jade/contract/ops-player-calls';
import { opsSessionCalls } from '@jade/contract/ops-session-calls';
import { operatorCalls, paymentCalls } from '@jade/contract/payment-calls';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { loginToken, operatorToken } from '../../../test/payments';
import type { DatabaseHandle } from '../db/client';

let database: DatabaseHandle;
let app: FastifyInstance;
let member: string;
let operator: string;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  const m = await createMember(database);
  member = await loginToken(app, m.username, m.password);
  operator = await operatorToken(app);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function badRequest(response: LightMyRequestResponse, field?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ success: false, errorCode: 'request_param_err' });
  expect(typeof body.requestId).toBe('string');
  if (field) expect(body.value).toEqual({ field });
}

describe('NUL bytes in strings', () => {
  it('feedback, login, operator login and forgot password', async () => {
    const ip = uniqueIp();
    badRequest(
      await call(app, contentCalls.feedback, { type: 'other', content: 'long enough\u0000text' }, { ip }),
      'content',
    );
    badRequest(
      await call(app, accountCalls.login, { username: 'a\u0000b', password: 'x', type: 'username' }, { ip }),
      'username',
    );
    badRequest(
      await call(app, opsSessionCalls.login, { username: 'operator\u0000', password: 'x' }, { ip }),
      'username',
    );
    badRequest(
      await call(app, accountCalls.forgotPasswordEmail, { username: 'x\u0000', email: 'a@b.c' }, { ip }),
      'username',
    );
  });

  it('member freeze and adjust, affiliate lookup', async () => {
    badRequest(
      await call(
        app,
        operatorCalls.freezeMember,
        { username: 'x\u0000', reason: 'test' },
        { token: operator },
      ),
      'username',
    );
    badRequest(
      await call(
        app,
        opsPlayerCalls.requestAdjustment,
        { memberId: 1, amount: '+1.00', reason: 'a\u0000b' },
        { token: operator },
      ),
      'reason',
    );
    badRequest(await call(app, accountCalls.affiliate, undefined, { query: { code: 'AB\u0000C' } }), 'code');
  });
});

describe('numbers and dates out of range', () => {
  it('payment reports refuse dates no database can store', async () => {
    for (const call_ of [paymentCalls.depositReport, paymentCalls.withdrawReport]) {
      badRequest(
        await call(app, call_, undefined, { token: member, query: { startDate: '9007199254740991' } }),
        'startDate',
      );
      badRequest(
        await call(app, call_, undefined, { token: member, query: { endDate: '253402300800000' } }),
        'endDate',
      );
    }
  });

  it('an id beyond the integer range is refused', async () => {
    badRequest(
      await call(app, paymentCalls.fixedAmounts, undefined, {
        token: member,
        query: { methodId: '2147483648' },
      }),
      'methodId',
    );
    badRequest(
      await call(app, paymentCalls.withdrawSettings, undefined, {
        token: member,
        query: { groupId: '9007199254740991' },
      }),
      'groupId',
    );
  });
});

describe('broken multipart', () => {
  const boundary = 'fuzzboundary';
  const bodies = [
    `--${boundary}\r\nContent-Disposition: form-data; name="remark"\r\n\r\nunterminated`,
    `--${boundary}\r\nbroken header line\r\n\r\nvalue\r\n--${boundary}--\r\n`,
    '',
  ];

  it('a manual deposit or a withdrawal confirmation with a broken form is 400', async () => {
    for (const target of [paymentCalls.manualDeposit, paymentCalls.confirmWithdrawal]) {
      for (const payload of bodies) {
        const response = await app.inject({
          method: target.method,
          url: target.path,
          headers: {
            Merchant: 'jade_ph',
            Authorization: member,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload,
          remoteAddress: uniqueIp(),
        });
        expect(response.statusCode, `${target.path}: ${response.body}`).toBe(400);
        expect(response.json().success).toBe(false);
      }
    }
  });

  it('a NUL in a form field is 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: paymentCalls.manualDeposit.path,
      headers: {
        Merchant: 'jade_ph',
        Authorization: member,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="remark"\r\n\r\na\u0000b\r\n--${boundary}--\r\n`,
      remoteAddress: uniqueIp(),
    });
    badRequest(response, 'remark');
  });
});
