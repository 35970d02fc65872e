import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `when` holds, and from then on: a dialog whose code is a lazy
 * chunk loads when it is first needed, not with the page, and once mounted it stays, so it closes with
 * its own animation and reopens at once.
 */
export function OnceOpened({ when, children }: { when: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(when);
  if (when && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
