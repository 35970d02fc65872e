import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { api, createMobileMember, gotoAs, headerLogin, loginElsewhere, PASSWORD, uniqueIp } from './accounts';
import { baseURL } from './env';

/**
 * Helpers of the agent journeys. A login ends the account's other sessions (decision D10), so two
 * journeys that log in as the same account at the same time end each other's sessions. Therefore a
 * journey plays a fresh sub-agent (`freshSubAgent`, registered through the real sign-up path) unless
 * it needs the seeded demo tree (demo_agent's house contract and brand-default rates, demo_sub1's
 * history); those log in with the `loginAsDemoAgent` fixture, which holds the account for the journey
 * so no other journey of the run logs it in meanwhile.
 */

export interface AgentLogin {
  username: string;
  password: string;
}

/** The seeded top-level agent (README "Demo accounts"): house contract, brand-default rebate rates. */
export const DEMO_AGENT: AgentLogin = { username: 'demo_agent', password: PASSWORD };
/** demo_agent's direct member code: a player registered with it is in demo_agent's own branch. */
export const DEMO_AGENT_AFFILIATE_CODE = 'JADE2026';
/** The seeded sub-agent of demo_agent, with a history of team facts. */
export const DEMO_SUB1: AgentLogin = { username: 'demo_sub1', password: PASSWORD };

/** demo_agent's seeded affiliate link that registers sub-agents. */
const SUB_AGENT_LINK = 'JADEAGNT';

/**
 * A fresh sub-agent of demo_agent, registered by mobile number through demo_agent's seeded sub-agent
 * link, with its own affiliate code (players registered with it join its team). Logged in nowhere.
 */
export async function freshSubAgent(): Promise<AgentLogin & { affiliateCode: string }> {
  const ip = uniqueIp();
  const { mobile, password } = await createMobileMember(ip, { affiliateCode: SUB_AGENT_LINK });
  const token = await loginElsewhere(mobile, password, ip);
  const info = (await api('/wps/member/info', { method: 'GET', ip, token })) as { affiliateCode: string };
  expect(info.affiliateCode, 'a sub-agent has an affiliate code').not.toBe('');
  return { username: mobile, password, affiliateCode: info.affiliateCode };
}

/**
 * Holds the account `username` for this journey among all the run's workers: a folder made atomically
 * next to the others of this server (its address in the name), freed by the returned function. A
 * holder whose worker died (its process id in the folder is gone) frees it for the next.
 */
async function holdAccount(username: string): Promise<() => Promise<void>> {
  const server = new URL(baseURL).host.replace(/[^a-z0-9]/gi, '-');
  const dir = path.join(tmpdir(), `jade-e2e-${server}-${username}.lock`);
  for (;;) {
    try {
      await mkdir(dir);
      await writeFile(path.join(dir, 'pid'), String(process.pid));
      return () => rm(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(await readFile(path.join(dir, 'pid'), 'utf8').catch(() => '0'));
      if (pid > 0 && !isAlive(pid)) await rm(dir, { recursive: true, force: true });
      await delay(500);
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Playwright's `test` with `loginAsDemoAgent(page, agent, { theme })`: waits until no other journey of
 * the run holds `agent` (the wait is added to the test's timeout), holds it until the test ends, and
 * logs it in from the header of a fresh visit to "/". Journeys that log in as a seeded demo agent use
 * it, so they never end each other's sessions.
 */
export const test = base.extend<{
  loginAsDemoAgent: (page: Page, agent: AgentLogin, options?: { theme?: 'light' | 'dark' }) => Promise<void>;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  loginAsDemoAgent: async ({}, use, testInfo) => {
    const held: (() => Promise<void>)[] = [];
    await use(async (page, agent, { theme } = {}) => {
      const waitFrom = Date.now();
      held.push(await holdAccount(agent.username));
      testInfo.setTimeout(testInfo.timeout + (Date.now() - waitFrom));
      await gotoAs(page, '/', { ip: uniqueIp(), ...(theme ? { theme } : {}) });
      await headerLogin(page, agent.username, agent.password);
    });
    for (const release of held) await release();
  },
});

/** Opens the agent centre (from the header's entry, unless open) at the page `key`. */
export async function openAgentPage(page: Page, key: string): Promise<Locator> {
  const centre = page.getByTestId('agent-centre').filter({ has: page.getByTestId(`ac-entry-${key}`) });
  if (!(await centre.isVisible())) await page.getByTestId('agent-centre').first().click();
  await centre.getByTestId(`ac-entry-${key}`).click();
  await expect(centre.getByTestId(`ac-entry-${key}`)).toHaveAttribute('aria-current', 'page');
  return centre;
}
