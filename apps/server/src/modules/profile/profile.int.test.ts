import { profileCalls as c, opsProfileCalls as o } from '@jade/contract/profile-calls';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, movableClock } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { loginToken, ok, operatorToken, refused, staffToken } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { members } from '../accounts/tables';
import { operatorAudit } from '../operators/tables';
import { memberProfiles } from './tables';

// 04:00 UTC is noon of the test brand's day (UTC+8): 2046-03-15.
const clock = movableClock(Date.parse('2046-03-15T04:00:00Z'));
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now } });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function player(values: { payeeName?: string } = {}) {
  const m = await createMember(database, { nickname: 'Starter', ...values });
  return { ...m, token: await loginToken(app, m.username, m.password, clock.now()) };
}

const profileOf = async (token: string) => ok(await call(app, c.profile, undefined, { token }));
const save = (token: string, body: Record<string, unknown>) => call(app, c.updateProfile, body, { token });
const rowOf = async (memberId: number) =>
  (await database.db.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId)))[0];

describe('personal details', () => {
  it('a new player has none; saved details come back as saved, and the contacts can be cleared', async () => {
    const p = await player();
    expect(await profileOf(p.token)).toEqual({
      nickname: 'Starter',
      realName: '',
      realNameLocked: false,
      birthday: '',
      birthdayLocked: false,
      telegram: '',
      zalo: '',
      line: '',
      nationality: '',
      occupation: '',
      incomeSource: '',
      address: '',
    });
    const saved = ok(
      await save(p.token, {
        nickname: 'Lucky Star',
        telegram: '@lucky_star',
        zalo: '+84901234567',
        line: 'lucky.star',
        nationality: 'VN',
        occupation: 'selfEmployed',
        incomeSource: 'business',
        address: '12 Nguyen Hue, District 1, Ho Chi Minh City',
      }),
    );
    expect(saved).toMatchObject({
      nickname: 'Lucky Star',
      telegram: 'lucky_star',
      line: 'lucky.star',
      nationality: 'VN',
      occupation: 'selfEmployed',
      birthdayLocked: false,
    });
    expect(await profileOf(p.token)).toEqual(saved);
    const [row] = await database.db.select().from(members).where(eq(members.id, p.id));
    expect({ nickname: row!.nickname, line: row!.line }).toEqual({
      nickname: 'Lucky Star',
      line: 'lucky.star',
    });

    const cleared = ok(await save(p.token, { telegram: '', line: '', occupation: '' }));
    expect(cleared).toMatchObject({ telegram: '', line: '', occupation: '', nationality: 'VN' });
  });

  it('the birthday and the real name are set once; a change is refused and changes nothing', async () => {
    const p = await player();
    ok(await save(p.token, { birthday: '1990-07-04', realName: 'Maria Santos' }));
    expect(await profileOf(p.token)).toMatchObject({
      birthday: '1990-07-04',
      birthdayLocked: true,
      realName: 'Maria Santos',
      realNameLocked: true,
    });
    // Sent again unchanged with the rest of the form: fine.
    ok(await save(p.token, { birthday: '1990-07-04', realName: 'Maria Santos', nickname: 'Maria' }));
    refused(await save(p.token, { birthday: '1991-07-04', nickname: 'Changed' }), 409, 'profile.locked');
    refused(await save(p.token, { realName: 'Someone Else' }), 409, 'profile.locked');
    expect(await profileOf(p.token)).toMatchObject({
      birthday: '1990-07-04',
      realName: 'Maria Santos',
      nickname: 'Maria',
    });
    expect((await rowOf(p.id))!.birthdaySetBy).toBe('member');
  });

  it('a real name given at registration is already locked', async () => {
    const p = await player({ payeeName: 'Juan Dela Cruz' });
    expect(await profileOf(p.token)).toMatchObject({ realName: 'Juan Dela Cruz', realNameLocked: true });
    refused(await save(p.token, { realName: 'Juan Cruz' }), 409, 'profile.locked');
  });

  it('refuses a player under 18 by the brand day, and one who turns 18 that day is accepted', async () => {
    const p = await player();
    // The brand's day is 2046-03-15: born 2028-03-16 is still 17.
    refused(await save(p.token, { birthday: '2028-03-16' }), 400, 'profile.underage');
    expect(await rowOf(p.id)).toBeUndefined();
    ok(await save(p.token, { birthday: '2028-03-15' }));
  });

  it('refuses malformed details with the field named, and saves none of the request', async () => {
    const p = await player();
    const bad: Record<string, unknown>[] = [
      { nickname: '<b>x</b>' },
      { nickname: 'A' },
      { realName: 'Maria 2' },
      { birthday: '1990-02-30' },
      { birthday: '1899-12-31' },
      { telegram: 'abc' },
      { zalo: '12-34' },
      { line: 'a b' },
      { nationality: 'XX' },
      { occupation: 'astronaut' },
      { address: 'Street <script>' },
    ];
    for (const body of bad) {
      const answer = await save(p.token, { ...body, telegram: body.telegram ?? 'valid_name' });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errorCode).toBe('request_param_err');
    }
    expect(await rowOf(p.id)).toBeUndefined();
  });

  it('two saves of different birthdays at once: exactly one is kept, the other is refused', async () => {
    const p = await player();
    const answers = await Promise.all([
      save(p.token, { birthday: '1985-01-01' }),
      save(p.token, { birthday: '1986-02-02' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const kept = (await profileOf(p.token)).birthday;
    expect(['1985-01-01', '1986-02-02']).toContain(kept);
  });

  it('needs a real account: no token and a trial are refused', async () => {
    refused(await call(app, c.profile, undefined, {}), 401, 'customer.not.login');
    const trial = await createMember(database, { type: 4 });
    const token = await loginToken(app, trial.username, trial.password, clock.now());
    expect((await save(token, { nickname: 'Trial' })).statusCode).toBe(403);
  });
});

describe('customer service and the details', () => {
  it("reads a player's details and corrects a locked birthday with a reason, audited", async () => {
    const p = await player();
    ok(await save(p.token, { birthday: '1990-07-04', realName: 'Ana Reyes' }));
    const support = await staffToken(app, database, 'support');
    expect(
      ok(await call(app, o.playerProfile, undefined, { token: support, query: { memberId: String(p.id) } })),
    ).toMatchObject({
      memberId: p.id,
      birthday: '1990-07-04',
      birthdaySetBy: 'member',
      realName: 'Ana Reyes',
    });
    const corrected = ok(
      await call(
        app,
        o.correctProfile,
        {
          memberId: p.id,
          birthday: '1990-04-07',
          realName: 'Ana Reyes Cruz',
          reason: 'Passport checked: day and month swapped',
        },
        { token: support },
      ),
    );
    expect(corrected).toMatchObject({
      birthday: '1990-04-07',
      birthdaySetBy: 'operator',
      realName: 'Ana Reyes Cruz',
    });
    expect(await profileOf(p.token)).toMatchObject({ birthday: '1990-04-07', birthdayLocked: true });
    const audit = await database.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.action, 'player.profile.correct'), eq(operatorAudit.targetId, String(p.id))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { birthday: '1990-07-04', realName: 'Ana Reyes' },
      after: { birthday: '1990-04-07', realName: 'Ana Reyes Cruz' },
      reason: 'Passport checked: day and month swapped',
    });
  });

  it('a read-only operator may look but not correct; a correction needs a reason', async () => {
    const p = await player();
    const viewer = await staffToken(app, database, 'read-only');
    ok(await call(app, o.playerProfile, undefined, { token: viewer, query: { memberId: String(p.id) } }));
    const refusedAnswer = await call(
      app,
      o.correctProfile,
      { memberId: p.id, birthday: '1990-01-01', reason: 'Checked the ID' },
      { token: viewer },
    );
    expect(refusedAnswer.statusCode).toBe(403);
    const admin = await operatorToken(app);
    refused(
      await call(
        app,
        o.correctProfile,
        { memberId: p.id, birthday: '1990-01-01', reason: '' },
        { token: admin },
      ),
      400,
      'request_param_err',
    );
    expect(await rowOf(p.id)).toBeUndefined();
  });
});
