import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { missions } from './mission-tables';

const units = (major: number) => BigInt(major) * 100n;

/** The demo missions (decision R7): amounts in the brand currency's major units. */
const DEMO_MISSIONS: Omit<typeof missions.$inferInsert, 'merchantCode' | 'createdAt' | 'updatedAt'>[] = [
  {
    kind: 'loginDays',
    category: null,
    target: 1n,
    period: 'daily',
    rewardAmount: units(5),
    multipleX100: 100,
    points: 5,
    sortOrder: 10,
    titles: { EN: 'Log in today', CN: '今日登录', MY: 'Log masuk hari ini' },
  },
  {
    kind: 'betCount',
    category: null,
    target: 10n,
    period: 'daily',
    rewardAmount: units(10),
    multipleX100: 200,
    points: 10,
    sortOrder: 20,
    titles: { EN: 'Place 10 bets today', CN: '今日完成10笔投注', MY: 'Buat 10 pertaruhan hari ini' },
  },
  {
    kind: 'validTurnover',
    category: 'RNG',
    target: units(1_000),
    period: 'daily',
    rewardAmount: units(18),
    multipleX100: 300,
    points: 20,
    sortOrder: 30,
    titles: {
      EN: 'Bet 1,000 on slots today',
      CN: '今日老虎机有效投注1,000',
      MY: 'Pertaruhan sah 1,000 slot hari ini',
    },
  },
  {
    kind: 'depositTotal',
    category: null,
    target: units(5_000),
    period: 'weekly',
    rewardAmount: units(58),
    multipleX100: 500,
    points: 50,
    sortOrder: 40,
    titles: { EN: 'Deposit 5,000 this week', CN: '本周存款5,000', MY: 'Deposit 5,000 minggu ini' },
  },
  {
    kind: 'loginDays',
    category: null,
    target: 5n,
    period: 'weekly',
    rewardAmount: units(28),
    multipleX100: 200,
    points: 30,
    sortOrder: 50,
    titles: {
      EN: 'Log in on 5 days this week',
      CN: '本周登录5天',
      MY: 'Log masuk 5 hari minggu ini',
    },
  },
];

/** The demo missions of a merchant that has none (idempotent; an operator's missions are left alone). */
export async function seedMissionsDemo(tx: Pick<Database, 'select' | 'insert'>, merchantCode: string) {
  const [any] = await tx
    .select({ id: missions.id })
    .from(missions)
    .where(eq(missions.merchantCode, merchantCode))
    .limit(1);
  if (any) return;
  const at = new Date();
  await tx
    .insert(missions)
    .values(DEMO_MISSIONS.map((m) => ({ ...m, merchantCode, createdAt: at, updatedAt: at })));
}
