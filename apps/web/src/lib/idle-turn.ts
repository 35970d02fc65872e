/**
 * One piece of deferred work per idle period, in the order asked. Parts of a page that the first
 * screen does not need (the footer, the rest of a long list) each render in a task of their own
 * instead of all together in one long one (docs/performance.md "Main-thread work").
 */
const waiting: (() => void)[] = [];
let pumping = false;

/** Runs `run` when the browser is next idle, at the latest after `timeout` ms (Safari: a short timer). */
export function onIdle(run: () => void, timeout = 1000): void {
  if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout });
  else window.setTimeout(run, 50);
}

function pump(): void {
  const next = waiting.shift();
  if (!next) {
    pumping = false;
    return;
  }
  pumping = true;
  onIdle(() => {
    next();
    // A macrotask between turns: the work of this turn (its render) ends before the next starts.
    window.setTimeout(pump, 0);
  });
}

/** Resolves at the caller's own idle turn. */
export function idleTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) pump();
  });
}
