import { useLayoutEffect, type ReactNode } from 'react';

/**
 * The page's scroll lock under dialogs and menus, in place of `react-remove-scroll` (aliased in
 * vite.config.ts, decision P10). That library injects a stylesheet when a lock starts, with a custom
 * property on `:root`: every element of the page is restyled in the task that opens the dialog (50–60
 * ms on a slow phone, the first gift popup included). Here a lock is one attribute on <html>, whose
 * rule is in index.css (`overflow: hidden`), and where a classic scroll bar goes with it, a padding of
 * its width on the body. The dialog's own content scrolls as before.
 */
let locks = 0;

function lock(): () => void {
  locks += 1;
  if (locks === 1) {
    // A classic scroll bar (desktop) goes with the lock: the body keeps its width by a padding of the
    // same size. Overlay scroll bars (phones) take no room, and nothing is measured then either.
    const gap = window.innerWidth - document.documentElement.clientWidth;
    if (gap > 0) document.body.style.paddingRight = `${gap}px`;
    document.documentElement.setAttribute('data-scroll-locked', '');
  }
  return () => {
    locks -= 1;
    if (locks === 0) {
      document.documentElement.removeAttribute('data-scroll-locked');
      document.body.style.paddingRight = '';
    }
  };
}

/** Same props as the library's (Radix passes `as`, `allowPinchZoom`, `shards`): only `enabled` matters. */
export function RemoveScroll({
  children,
  enabled = true,
}: {
  children?: ReactNode;
  enabled?: boolean;
  [prop: string]: unknown;
}) {
  useLayoutEffect(() => (enabled ? lock() : undefined), [enabled]);
  return <>{children}</>;
}
