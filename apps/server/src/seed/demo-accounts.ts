import { createPasswordHasher, DEFAULT_ARGON2 } from '../modules/accounts/passwords';
import { members } from '../modules/accounts/tables';
import type { Database } from '../platform/db/client';

/** The demo password of every demo account but the newbie; it satisfies the seeded password rule. */
export const DEMO_PASSWORD = 'Jade2026!';
/** A weak default password: the first login forces a change (seeded past the password rule). */
export const DEMO_WEAK_PASSWORD = '123456';
export const DEMO_MOBILE = '09171234567';
export const DEMO_AGENT_AFFILIATE_CODE = 'JADE2026';

interface DemoAccount {
  username: string;
  password: string;
  type: number;
  parent?: string;
  nickname: string;
  email?: string;
  mobile?: string;
  affiliateCode?: string;
  firstLogin?: boolean;
  /** Demo money in minor units, credited through the ledger by the seed (README "Demo accounts"). */
  money?: bigint;
}

/** README "Demo accounts" lists these. All live in the default merchant (jade_ph). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'demo_player',
    password: DEMO_PASSWORD,
    type: 0,
    nickname: 'Demo Player',
    email: 'player@demo.jade.local',
    money: 1_000_000n,
  },
  {
    username: 'demo_agent',
    password: DEMO_PASSWORD,
    type: 1,
    nickname: 'Demo Agent',
    email: 'agent@demo.jade.local',
    affiliateCode: DEMO_AGENT_AFFILIATE_CODE,
    money: 5_000_000n,
  },
  {
    username: 'demo_sub1',
    password: DEMO_PASSWORD,
    type: 2,
    parent: 'demo_agent',
    nickname: 'Sub-agent One',
    affiliateCode: 'JADESUB1',
    money: 100_000n,
  },
  {
    username: 'demo_sub2',
    password: DEMO_PASSWORD,
    type: 0,
    parent: 'demo_agent',
    nickname: 'Downline Two',
    money: 100_000n,
  },
  {
    username: 'demo_sub3',
    password: DEMO_PASSWORD,
    type: 0,
    parent: 'demo_sub1',
    nickname: 'Downline Three',
    money: 100_000n,
  },
  {
    username: 'demo_newbie',
    password: DEMO_WEAK_PASSWORD,
    type: 0,
    nickname: 'New Player',
    firstLogin: true,
  },
  {
    username: DEMO_MOBILE,
    password: DEMO_PASSWORD,
    type: 0,
    nickname: 'Mobile Player',
    mobile: DEMO_MOBILE,
    money: 250_000n,
  },
];

/** Inserts the demo accounts into `merchantCode` (inside the seed's transaction); returns their ids. */
export async function seedDemoAccounts(
  tx: Pick<Database, 'insert'>,
  merchantCode: string,
  dialingCode: string,
): Promise<Map<string, number>> {
  const hasher = createPasswordHasher(DEFAULT_ARGON2);
  const ids = new Map<string, number>();
  const now = new Date();
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    const [row] = await tx
      .insert(members)
      .values({
        merchantCode,
        username: account.username,
        passwordHash: await hasher.hash(account.password),
        type: account.type,
        parentId: account.parent ? (ids.get(account.parent) ?? null) : null,
        nickname: account.nickname,
        email: account.email ?? null,
        mobile: account.mobile ?? null,
        dialingCode: account.mobile ? dialingCode : null,
        referralCode: `demo${String(index + 1).padStart(4, '0')}`,
        affiliateCode: account.affiliateCode ?? null,
        registerMethod: 'SEED',
        firstLogin: account.firstLogin ?? false,
        passwordChangedAt: account.firstLogin ? null : now,
      })
      .returning({ id: members.id });
    ids.set(account.username, row!.id);
  }
  return ids;
}
