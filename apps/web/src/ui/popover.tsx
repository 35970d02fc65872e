import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface PopoverTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick(): void;
}

/**
 * A small non-modal popover: a trigger button and a panel beside it. Escape or a click elsewhere
 * closes it and focus goes back to the trigger.
 */
export function Popover({
  trigger,
  children,
  label,
  placement = 'left',
  panelClassName,
  testId,
}: {
  trigger: (props: PopoverTriggerProps) => ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  label: string;
  placement?: 'left' | 'top' | 'top-center' | 'bottom';
  panelClassName?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  // The panel's content mounts on first open (then stays): closed panels cost the first page nothing.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div ref={root} className="relative">
      {trigger({ 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen((v) => !v) })}
      <div
        id={id}
        role="region"
        aria-label={label}
        hidden={!open}
        data-testid={testId}
        className={cn(
          'absolute z-[80] rounded-2xl border border-line bg-surface p-4 text-fg shadow-pop',
          open && 'animate-pop-in',
          placement === 'left' && 'top-1/2 right-[calc(100%+12px)] -translate-y-1/2',
          placement === 'top' && 'right-0 bottom-[calc(100%+12px)]',
          placement === 'top-center' && 'bottom-[calc(100%+12px)] left-1/2 -translate-x-1/2',
          placement === 'bottom' && 'top-[calc(100%+10px)] left-1/2 -translate-x-1/2',
          panelClassName,
        )}
      >
        {opened && (typeof children === 'function' ? children(close) : children)}
      </div>
    </div>
  );
}
