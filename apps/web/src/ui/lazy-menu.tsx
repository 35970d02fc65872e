import {
  cloneElement,
  Suspense,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
} from 'react';

/** What a lazily loaded dropdown gets: its trigger (to wrap as the menu's own) and that it opens. */
export interface LazyMenuProps {
  trigger: ReactElement;
  defaultOpen: boolean;
}

/**
 * A dropdown menu whose code (the menu primitives, positioning, focus handling) loads when it is first
 * used: until then its trigger is the same button, plain; the first press (click, Enter, Space or
 * ArrowDown) loads the menu and opens it (docs/performance.md "First load").
 */
export function LazyMenu({ trigger, Menu }: { trigger: ReactElement; Menu: ComponentType<LazyMenuProps> }) {
  const [wanted, setWanted] = useState(false);
  if (wanted) {
    return (
      <Suspense fallback={trigger}>
        <Menu trigger={trigger} defaultOpen />
      </Suspense>
    );
  }
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => setWanted(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setWanted(true);
    },
  });
}
