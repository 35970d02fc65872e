/**
 * A before-open or before-close handler (spec §2): returning false, or a promise of false, cancels the
 * change. A handler that throws also cancels it, so a failed check never leaves a modal half-open.
 */
export type ModalGuard = () => boolean | void | Promise<boolean | void>;

export async function runGuard(guard: ModalGuard | undefined): Promise<boolean> {
  if (!guard) return true;
  try {
    return (await guard()) !== false;
  } catch {
    return false;
  }
}

export interface ModalControllerOptions {
  beforeOpen?: ModalGuard | undefined;
  beforeClose?: ModalGuard | undefined;
  /** Called with the new visibility once a change passed its guard. */
  onChange(visible: boolean): void;
}

/**
 * The open/close state machine behind the modal wrapper, free of React so it can be unit-tested.
 * While a guard is pending, further requests are ignored (a double Escape does not run it twice).
 */
export function createModalController() {
  let visible = false;
  let pending = false;

  // The handlers are passed with each request, so the latest ones always apply.
  async function request(next: boolean, opts: ModalControllerOptions): Promise<boolean> {
    if (pending || next === visible) return next === visible && !pending;
    pending = true;
    try {
      const allowed = await runGuard(next ? opts.beforeOpen : opts.beforeClose);
      if (!allowed) return false;
      visible = next;
      opts.onChange(next);
      return true;
    } finally {
      pending = false;
    }
  }

  return {
    requestOpen: (opts: ModalControllerOptions) => request(true, opts),
    requestClose: (opts: ModalControllerOptions) => request(false, opts),
    /** Mirrors a change made from outside (the parent closing the modal) without running guards. */
    sync(next: boolean) {
      visible = next;
    },
    get visible() {
      return visible;
    },
    get pending() {
      return pending;
    },
  };
}

export interface Point {
  x: number;
  y: number;
}

/**
 * Keeps a dragged modal inside the viewport. The modal is centred, so its offset from the centre may
 * move at most half the free space each way; a modal larger than the viewport cannot move on that axis.
 */
export function clampOffset(
  offset: Point,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): Point {
  const maxX = Math.max(0, (viewport.width - size.width) / 2);
  const maxY = Math.max(0, (viewport.height - size.height) / 2);
  const clamp = (v: number, m: number) => (m === 0 ? 0 : Math.min(m, Math.max(-m, v)));
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}

/** Enter triggers the default button, except where Enter already means something else. */
export function enterTriggersDefault(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean; type?: string } | null;
  if (!el || !el.tagName) return true;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'button' || tag === 'a' || tag === 'select') return false;
  if (el.isContentEditable) return false;
  return true;
}
