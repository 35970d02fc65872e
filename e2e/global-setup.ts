import { operator } from './support/operator';

/**
 * The demo data shows popup announcements (type PU) to every member after login. They would stand
 * between the journeys and the page under test, so the e2e server starts without them: a journey
 * that checks the popups creates its own with `operator(['content', 'announcements', 'save', …])`.
 */
export default async function globalSetup(): Promise<void> {
  const listing = await operator(['content', 'announcements', 'list']);
  const popups = listing
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { id: number | string; type: string })
    .filter((notice) => notice.type === 'PU');
  for (const notice of popups) await operator(['content', 'announcements', 'delete', String(notice.id)]);
}
