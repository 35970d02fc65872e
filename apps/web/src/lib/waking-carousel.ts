import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useAfterFirstScreen } from './first-screen';

type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
type CarouselPlugins = Parameters<typeof useEmblaCarousel>[1];
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** What woke the carousel's engine: its first move fell due, or the visitor reached for it. */
type WakeReason = 'due' | 'visitor';

/**
 * An Embla carousel whose engine is created when it is first needed (decision P23), not with the page:
 * creating it measures every slide and lays the page out, 30–50 ms of one task on a phone's first
 * load, for a row that stands still for its first seconds anyway. It wakes when
 * - its first move falls due: `firstMoveMs` after the first screen is done (or after the page mounted,
 *   on a later page), and it then makes that move at once, so the rhythm is the autoplay's own;
 * - or the visitor reaches for it: a pointer over it or down on it, focus inside it. Autoplay then
 *   stays paused while the pointer or the focus is there, as it would have been.
 * Until then the row stands where it will start. Autoplay (the plugin, with `playOnInit: false`) is
 * started here once the engine exists. `run` does something with the engine, waking it if needed.
 */
export function useWakingCarousel({
  options,
  plugins,
  firstMoveMs,
  jump,
}: {
  options: CarouselOptions;
  plugins: CarouselPlugins;
  /** When the row first moves by itself; null if it never does. */
  firstMoveMs: number | null;
  /** Move without sliding (reduced motion). */
  jump: boolean;
}) {
  const [wokenBy, setWokenBy] = useState<WakeReason | null>(null);
  const [emblaRef, api] = useEmblaCarousel(options, plugins);
  const pending = useRef<((engine: CarouselApi) => void) | null>(null);
  const firstScreenDone = useAfterFirstScreen();

  useEffect(() => {
    if (wokenBy || firstMoveMs === null || !firstScreenDone) return;
    const timer = setTimeout(() => setWokenBy((reason) => reason ?? 'due'), firstMoveMs);
    return () => clearTimeout(timer);
  }, [wokenBy, firstMoveMs, firstScreenDone]);

  useEffect(() => {
    if (!api || !wokenBy) return;
    const root = api.rootNode();
    const held = root.matches(':hover') || root.contains(document.activeElement);
    if (wokenBy === 'due' && !held && document.visibilityState === 'visible') api.scrollNext(jump);
    pending.current?.(api);
    pending.current = null;
    if (!held) api.plugins().autoplay?.play();
    // Once per engine: the reason only says how it started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  const wake = useCallback(() => setWokenBy((reason) => reason ?? 'visitor'), []);
  const run = useCallback(
    (action: (engine: CarouselApi) => void) => {
      if (api) return action(api);
      pending.current = action;
      wake();
    },
    [api, wake],
  );

  return {
    /** The viewport's ref: attached once awake, which creates the engine. */
    viewportRef: wokenBy ? emblaRef : undefined,
    api,
    run,
    /** For the carousel's root element. */
    wakeHandlers: { onPointerEnter: wake, onPointerDown: wake, onFocus: wake },
  };
}
