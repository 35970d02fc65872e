import { expect, test, type APIRequestContext } from '@playwright/test';
import type { OpsSettings } from '@jade/contract/ops-settings';
import { baseURL } from '../../support/env';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { gotoFresh } from '../../support/navigation';
import { operator } from '../../support/operator';
import { consoleToken, createOperator, signInToConsole } from '../../support/ops';
import { screenshot } from '../../support/screenshot';

/**
 * An admin changes the player site from the console's Settings (issue 16 part 8). Serial: a module
 * switch, a registration rule and maintenance change the site for every journey; all are restored
 * after the test, through the API and the operator CLI, even when it fails.
 */
let token = '';
let region = '';

async function setModule(request: APIRequestContext, modId: string, enabled: boolean) {
  const response = await request.post('/ops/settings/module', {
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    data: { region, modId, enabled },
  });
  expect(response.ok()).toBe(true);
}

type LineRule = Omit<OpsSettings['registerRules'][number], 'field'>;
/** The Line id rule as the test found it, put back after the test. */
let lineRuleBefore: LineRule | null = null;

async function lineRule(request: APIRequestContext): Promise<LineRule> {
  const response = await request.get(`/ops/settings?region=${region}`, { headers: { Authorization: token } });
  expect(response.ok()).toBe(true);
  const settings = ((await response.json()) as { value: OpsSettings }).value;
  const { field: _field, ...rule } = settings.registerRules.find((r) => r.field === 'line')!;
  return rule;
}

async function setLineRule(request: APIRequestContext, rule: LineRule) {
  const response = await request.post('/ops/settings/register-rule', {
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    data: { region, field: 'line', ...rule },
  });
  expect(response.ok()).toBe(true);
}

test.describe('back office settings', () => {
  test.describe.configure({ timeout: 180_000 });

  test.afterEach(async ({ request }) => {
    if (token && region) {
      await setModule(request, 'FREEPLAY3', true);
      if (lineRuleBefore) await setLineRule(request, lineRuleBefore);
    }
    await operator(['maintenance', 'off']);
  });

  test('an admin switches free play off and on, then closes and reopens the site', async ({
    page,
    browser,
  }) => {
    const desk = await (await browser.newContext({ baseURL })).newPage();
    await signInToConsole(desk, await createOperator('admin'));
    token = await consoleToken(desk);
    await desk.getByRole('link', { name: 'Modules' }).click();
    region = (await desk.getByTestId('ops-settings-region').inputValue()) || 'jade_ph';
    const freePlay = desk.getByTestId('ops-module-FREEPLAY3');
    await expect(freePlay).toContainText('Free play');
    await expect(freePlay.getByTestId('ops-module-FREEPLAY3-status')).toHaveText('On');
    // The common module cannot be switched off from here.
    await expect(desk.getByTestId('ops-module-COMM3-switch')).toHaveCount(0);

    await freePlay.getByRole('switch').click();
    await expect(freePlay.getByTestId('ops-module-FREEPLAY3-status')).toHaveText('Off');
    await gotoFresh(page, '/');
    await expect(page.locator('main[data-page-type="home"]')).toBeVisible();
    await expect(page.getByTestId('header-desktop').getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('header-desktop').getByTestId('free-play')).toHaveCount(0);
    const refused = await page.request.post('/wps/session/login/freeplay', {
      headers: { Language: 'EN', 'Content-Type': 'application/json' },
      data: {},
    });
    expect((await refused.json()).errorCode).toBe('function.not.available');

    await freePlay.getByRole('switch').click();
    await expect(freePlay.getByTestId('ops-module-FREEPLAY3-status')).toHaveText('On');
    await gotoFresh(page, '/');
    await expect(page.getByTestId('header-desktop').getByTestId('free-play')).toBeVisible();

    // A registration rule: the Line id, off in the demo rules, switched on shows on the register form.
    lineRuleBefore = await lineRule(page.request);
    expect(lineRuleBefore.enabled).toBe(false);
    await desk.getByRole('link', { name: 'Registration' }).click();
    await desk.getByTestId('ops-register-line-edit').click();
    const rule = desk.getByTestId('ops-register-editor');
    await rule.getByTestId('ops-register-enabled').check();
    await rule.getByTestId('ops-register-save').click();
    await expect(rule).toBeHidden();
    await gotoAs(page, '/', { ip: uniqueIp() });
    await page.getByTestId('header-desktop').getByTestId('header-register').click();
    await page.getByTestId('register-tab-register').click();
    await expect(page.getByTestId('register-dialog').getByTestId('reg-line').first()).toBeVisible();

    // Maintenance until a time: confirmed, then the player site shows the maintenance page and its end.
    await desk.getByRole('link', { name: 'Site access' }).click();
    await desk.getByTestId('ops-maintenance-end').fill('2031-03-04T05:06');
    await desk.getByTestId('ops-maintenance-start').click();
    const confirm = desk.getByTestId('ops-maintenance-confirm');
    await expect(confirm).toContainText('Close the player site?');
    await confirm.getByTestId('ops-maintenance-confirm-confirm').click();
    await expect(desk.getByTestId('ops-maintenance-status')).toHaveText('In maintenance');
    await screenshot(desk, 'ops-settings');
    await gotoFresh(page, '/');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-end')).toContainText('2031');

    // The console is not closed by it: ending maintenance reopens the site.
    await desk.getByTestId('ops-maintenance-stop').click();
    await expect(desk.getByTestId('ops-maintenance-status')).toHaveText('Open');
    await gotoFresh(page, '/');
    await expect(page.locator('main[data-page-type="home"]')).toBeVisible();
  });
});
