import {
  Children,
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type MutableRefObject,
  type ReactElement,
  type Ref,
} from 'react';

/** How long an exit animation may run before its element goes anyway (no animationend ever came). */
const EXIT_LIMIT_MS = 1500;

interface PresenceProps {
  present: boolean;
  children: ReactElement | ((state: { present: boolean }) => ReactElement);
}

/** The child's own ref, kept when the presence adds its own (Preact keeps it on the element). */
function refOf(child: ReactElement): Ref<HTMLElement> | undefined {
  const element = child as ReactElement & { ref?: Ref<HTMLElement> };
  return (child.props as { ref?: Ref<HTMLElement> }).ref ?? element.ref;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as MutableRefObject<T | null>).current = value;
}

/**
 * Stands in for `@radix-ui/react-presence` (vite.config.ts aliases it; decision P8): keeps a closing
 * dialog, menu or tooltip mounted until its exit animation ends. Radix's own reads the element's
 * computed animation name the moment it mounts, which forces the whole page's style into the task
 * that opens the dialog (50 ms on a slow phone for the first-visit region popup). This one reads it
 * only when the element is asked to leave, a moment the user caused.
 */
export function Presence({ present, children }: PresenceProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [shownPresent, setShownPresent] = useState(present);
  const [exiting, setExiting] = useState(false);
  if (present !== shownPresent) {
    setShownPresent(present);
    // Leaving: keep the element for this commit; the layout effect below decides whether to wait.
    setExiting(!present);
  }

  useLayoutEffect(() => {
    if (!exiting) return;
    const style = element ? getComputedStyle(element) : null;
    if (!element || !style || style.animationName === 'none' || style.display === 'none') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- decided from the committed element's style
      setExiting(false);
      return;
    }
    const done = (event: AnimationEvent) => {
      if (event.target === element) setExiting(false);
    };
    const timer = window.setTimeout(() => setExiting(false), EXIT_LIMIT_MS);
    element.addEventListener('animationend', done);
    element.addEventListener('animationcancel', done);
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('animationend', done);
      element.removeEventListener('animationcancel', done);
    };
  }, [exiting, element]);

  const isPresent = present || exiting;
  const forceMount = typeof children === 'function';
  const child = forceMount ? children({ present: isPresent }) : (Children.only(children) as ReactElement);
  // One ref callback for the element's life (a new one each render would detach and attach it again);
  // it reaches the child's own ref through `ownRef`, kept current after each commit.
  const ownRef = useRef(refOf(child));
  useLayoutEffect(() => {
    ownRef.current = refOf(child);
  });
  const [ref] = useState(() => (value: HTMLElement | null) => {
    setElement(value);
    assignRef(ownRef.current, value);
  });
  return forceMount || isPresent ? cloneElement(child, { ref } as never) : null;
}
