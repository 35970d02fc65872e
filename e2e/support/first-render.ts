import type { Page } from '@playwright/test';

/** A list's first render: how many items it drew, and how tall it was then. */
export interface FirstRender {
  items: number;
  height: number;
}

/**
 * Records the first render of the list with test id `testId` from the page's start (a render is one
 * synchronous pass: the observer sees all of it at once): its items (`itemSelector`) and its height.
 * `read()` answers undefined until the list has rendered; `forget()` records its next first render (the
 * list of a page opened later). Call before the page is opened.
 */
export async function recordFirstRender(page: Page, testId: string, itemSelector: string) {
  await page.addInitScript(
    ({ testId, itemSelector }) => {
      const seen = window as { jadeFirstRender?: FirstRender };
      new MutationObserver(() => {
        const list = document.querySelector(`[data-testid="${testId}"]`);
        if (list && !seen.jadeFirstRender)
          seen.jadeFirstRender = {
            items: list.querySelectorAll(itemSelector).length,
            height: list.getBoundingClientRect().height,
          };
      }).observe(document, { childList: true, subtree: true });
    },
    { testId, itemSelector },
  );
  return {
    read: () => page.evaluate(() => (window as { jadeFirstRender?: FirstRender }).jadeFirstRender),
    forget: () => page.evaluate(() => delete (window as { jadeFirstRender?: FirstRender }).jadeFirstRender),
  };
}
