import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterFirstScreen } from '../lib/first-screen';
import { whenCatalogueComplete } from '../lib/i18n';

/** Sections mount this far before they scroll into view, so they are drawn by the time they show. */
export const DEFERRED_MARGIN = '600px';

let revealed = false;
const waiting = new Set<() => void>();

/** A keyboard user may tab past a section that never scrolled near: from the first Tab on, mount all. */
function revealAll(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  revealed = true;
  window.removeEventListener('keydown', revealAll, true);
  for (const reveal of waiting) reveal();
  waiting.clear();
}
if (typeof window !== 'undefined') window.addEventListener('keydown', revealAll, true);

/**
 * Mounts `children` (a below-the-fold section: its code, its calls and its elements) only when its
 * place is within {@link DEFERRED_MARGIN} of the viewport once the first screen is done and the content
 * above is `settled`, or once the visitor starts moving with the keyboard (decision P17). Until then an
 * empty box of the section's size keeps the page's length, so nothing shifts in view. Keeps the first
 * paint of a long page to what the visitor sees (docs/performance.md).
 */
export function Deferred({
  placeholderClassName,
  children,
  testId,
  settled = true,
}: {
  /** Sizes the empty box like the section (e.g. 'mt-10 h-[640px] max-sm:h-[820px]'). */
  placeholderClassName: string;
  children: ReactNode;
  testId?: string;
  /**
   * False while the content above is still growing (a list drawn a few rows per turn): nearness counts
   * only once it is true, with the section at its final place.
   */
  settled?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => revealed || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (shown || !settled) return;
    const el = ref.current;
    if (!el) return;
    let live = true;
    let near = false;
    let forced = revealed; // the visitor tabbed before this section could be placed
    let ready = false;
    // Nearness counts once the first screen is done, with the page at its full length: a section that
    // was near while the lists above it were still growing (their first rows only) waits for the
    // visitor to come near it again. Its texts are past the first part of the catalogue (lib/i18n.ts),
    // and asking for the rest of the catalogue before the first screen is done would put it on the first
    // load (e2e/tests/shell/first-load.spec.ts).
    const show = () => {
      if (live && ready && (near || forced)) setShown(true);
    };
    const reveal = () => {
      forced = true;
      show();
    };
    waiting.add(reveal);
    void afterFirstScreen()
      .then(whenCatalogueComplete)
      .then(() => {
        ready = true;
        show();
      });
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.at(-1)?.isIntersecting ?? near;
        show();
      },
      { rootMargin: `${DEFERRED_MARGIN} 0px` },
    );
    observer.observe(el);
    return () => {
      live = false;
      waiting.delete(reveal);
      observer.disconnect();
    };
  }, [shown, settled]);

  if (shown) return <>{children}</>;
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className={placeholderClassName}
      data-testid={testId}
      data-deferred=""
    />
  );
}
