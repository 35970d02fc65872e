import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { brands } from '../brand/tables';
import { chatCannedReplies } from './tables';

/** The demo brand's canned replies (English: the desk works in English). */
export const SEED_CANNED_REPLIES: { title: string; body: string }[] = [
  { title: 'Greeting', body: 'Hello, this is customer service. How can I help you today?' },
  {
    title: 'Deposit checking',
    body: 'Thank you. We are checking your deposit with the bank now; it usually takes less than 15 minutes.',
  },
  {
    title: 'Withdrawal time',
    body: 'Withdrawals are paid within 30 minutes once approved. You can follow the status under Records.',
  },
  { title: 'Anything else', body: 'Is there anything else I can help you with?' },
  { title: 'Goodbye', body: 'Thank you for contacting us. Good luck and have a nice day!' },
];

/** Gives every brand without canned replies the demo ones (idempotent: runs at each demo start). */
export async function seedChatDemo(tx: DbOrTx): Promise<void> {
  const bare = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(
      sql`not exists (select 1 from ${chatCannedReplies} where ${chatCannedReplies.brandId} = ${brands.id})`,
    );
  const at = new Date();
  for (const brand of bare) {
    await tx.insert(chatCannedReplies).values(
      SEED_CANNED_REPLIES.map((reply, i) => ({
        brandId: brand.id,
        title: reply.title,
        body: reply.body,
        sort: (i + 1) * 10,
        createdAt: at,
        updatedAt: at,
      })),
    );
  }
}
