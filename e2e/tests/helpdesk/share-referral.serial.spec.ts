import { expect, test } from '@playwright/test';
import { baseURL } from '../../support/env';
import { operator } from '../../support/operator';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { freshMember, headerLogin, jsonFile } from './helpers';

// A REFERRAL promotion is server-wide state: this runs in the global-state project and removes it.
test.describe.configure({ timeout: 180_000 });

const firstJson = <T>(out: string): T => JSON.parse(out.split('\n').find((l) => l.startsWith('{'))!) as T;

/** Whether the public promotion list of jade_ph shows a REFERRAL promotion now (server cache: 5 s). */
async function referralListed(id: number): Promise<boolean> {
  const response = await fetch(new URL('/wps/relay/PROMOFE_getPromotionList?pageSize=100', baseURL), {
    headers: { Merchant: 'jade_ph', Language: 'EN', Device: 'web' },
  });
  const body = (await response.json()) as { value: { list: { id: number }[] } };
  return body.value.list.some((p) => p.id === id);
}

test('with a running referral promotion, a member’s share button opens its page', async ({ page }) => {
  // The member first: registering waits on the SMS outbox, which is slow on a busy machine.
  const member = await freshMember();
  const template = firstJson<{ imageUrl: string }>(await operator(['content', 'promotions', 'list']));
  const saved = firstJson<{ id: number }>(
    await operator([
      'content',
      'promotions',
      'save',
      jsonFile({
        category: 'special',
        promotionType: 'REFERRAL',
        imageUrl: template.imageUrl,
        translations: {
          EN: {
            title: 'Invite friends',
            summary: 'Earn with every friend',
            content: '<p>Share your link.</p>',
          },
        },
        merchantCode: 'jade_ph',
        startAt: Date.now() - 60_000,
      }),
    ]),
  );
  try {
    await expect.poll(() => referralListed(saved.id), { timeout: 30_000 }).toBe(true);
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, member.username, member.password);
    await page.getByTestId('side-share').click();
    await expect(page).toHaveURL(new RegExp(`/promoDetail\\?id=${saved.id}$`));
    await expect(page.getByTestId('share-dialog')).toHaveCount(0);
  } finally {
    await operator(['content', 'promotions', 'delete', String(saved.id)]);
  }
});
