import { merchants } from '../brand/tables';
import type { Database } from '../../platform/db/client';
import { pointItems, pointSettings } from './tables';

const units = (major: number) => BigInt(Math.round(major * 100));

/**
 * The demo point rules (decision R8): one point per 10.00 of valid bet on slots and fishing, per 20.00
 * on the other products, 50.00 on lotteries; a point is worth 0.02 (0.1 % to 0.2 % of turnover back),
 * converted from 100 points on.
 */
export const DEMO_EARN_PER_POINT: Record<string, number> = {
  RNG: 10,
  FISH: 10,
  LIVE: 20,
  PVP: 20,
  SPORTS: 20,
  ESPORTS: 20,
  COCKFIGHT: 20,
  TABLE: 20,
  ARCADE: 10,
  LOTT: 50,
  ELOTT: 50,
};

const DEMO_ITEMS = [
  {
    kind: 'cash' as const,
    name: { EN: '5.00 cash', MY: 'ငွေသား 5.00', CN: '5.00 现金' },
    description: {
      EN: 'Credited to your main wallet at once.',
      MY: 'သင့်ပင်မပိုက်ဆံအိတ်ထဲသို့ ချက်ချင်းထည့်ပေးပါမည်။',
      CN: '立即存入您的主钱包。',
    },
    points: 300n,
    amount: units(5),
    quantity: null,
    perMemberLimit: null,
  },
  {
    kind: 'cash' as const,
    name: { EN: '20.00 cash', MY: 'ငွေသား 20.00', CN: '20.00 现金' },
    description: {
      EN: 'Credited to your main wallet at once.',
      MY: 'သင့်ပင်မပိုက်ဆံအိတ်ထဲသို့ ချက်ချင်းထည့်ပေးပါမည်။',
      CN: '立即存入您的主钱包。',
    },
    points: 1_100n,
    amount: units(20),
    quantity: null,
    perMemberLimit: null,
  },
  {
    kind: 'goods' as const,
    name: { EN: 'Jade travel tumbler', MY: 'Jade ခရီးဆောင်ဖန်ခွက်', CN: 'Jade 随行杯' },
    description: {
      EN: 'Double-walled steel, 450 ml. Sent to the address you give.',
      MY: 'သံမဏိ နှစ်ထပ်၊ 450 ml။ သင်ပေးသည့်လိပ်စာသို့ ပို့ပေးပါမည်။',
      CN: '双层不锈钢，450 毫升。寄送至您填写的地址。',
    },
    points: 2_500n,
    amount: null,
    quantity: 50,
    perMemberLimit: 1,
  },
  {
    kind: 'goods' as const,
    name: { EN: 'Wireless earbuds', MY: 'ကြိုးမဲ့ နားကြပ်', CN: '无线耳机' },
    description: {
      EN: 'Bluetooth earbuds with a charging case. Sent to the address you give.',
      MY: 'အားသွင်းဘူးပါ Bluetooth နားကြပ်။ သင်ပေးသည့်လိပ်စာသို့ ပို့ပေးပါမည်။',
      CN: '附充电盒的蓝牙耳机。寄送至您填写的地址。',
    },
    points: 12_000n,
    amount: null,
    quantity: 10,
    perMemberLimit: 1,
  },
];

/** Point rules and mall items for every merchant that has none yet (safe on every start). */
export async function seedPointsDemo(tx: Pick<Database, 'select' | 'insert'>): Promise<void> {
  const all = await tx.select({ code: merchants.code }).from(merchants);
  const configured = new Set(
    (await tx.select({ code: pointSettings.merchantCode }).from(pointSettings)).map((r) => r.code),
  );
  const stocked = new Set(
    (await tx.select({ code: pointItems.merchantCode }).from(pointItems)).map((r) => r.code),
  );
  const at = new Date();
  for (const { code } of all) {
    if (!configured.has(code))
      await tx.insert(pointSettings).values({
        merchantCode: code,
        enabled: true,
        earnPerPoint: Object.fromEntries(
          Object.entries(DEMO_EARN_PER_POINT).map(([type, major]) => [type, units(major).toString()]),
        ),
        pointValue: units(0.02),
        minConvert: 100,
        updatedAt: at,
      });
    if (!stocked.has(code))
      await tx.insert(pointItems).values(
        DEMO_ITEMS.map((item, i) => ({
          ...item,
          merchantCode: code,
          imageUrl: null,
          available: item.quantity,
          active: true,
          sort: i * 10,
          createdAt: at,
          updatedAt: at,
        })),
      );
  }
}
