import * as RadixDialog from '@radix-ui/react-dialog';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../lib/use-translation';
import { afterNextPaint } from '../../lib/after-paint';
import { cn } from '../../lib/cn';
import { CloseIcon } from '../icons';
import {
  clampOffset,
  createModalController,
  enterTriggersDefault,
  type ModalGuard,
  type Point,
} from './modal-controller';

export interface ModalProps {
  open: boolean;
  /** Called with false once the modal closed (after its before-close handler allowed it). */
  onOpenChange(open: boolean): void;
  /** The accessible name; shown in the draggable title bar unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  description?: string;
  /** Shows the close button; Escape closes only when the modal is closable. */
  showClose?: boolean;
  closable?: boolean;
  draggable?: boolean;
  /** Default size 600 × 300 (spec §9); numbers are pixels. */
  width?: number | string;
  minHeight?: number | string;
  /** Enter triggers the default dialog button (spec §2). */
  defaultAction?: (close: () => void) => void;
  beforeOpen?: ModalGuard;
  beforeClose?: ModalGuard;
  /** A function footer receives `close`, which runs the before-close handler like Escape does. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  children?: ReactNode;
  className?: string;
  bodyClassName?: string;
  testId?: string;
}

function FooterContent({ footer, close }: { footer: ModalProps['footer']; close: () => void }) {
  return <>{typeof footer === 'function' ? footer(close) : footer}</>;
}

/**
 * The generic modal wrapper of spec §2 on Radix Dialog (focus trap, aria, scroll lock): optional title
 * and close button, not closable by clicking the background, draggable by its title bar within the
 * viewport, fade transition, Escape and Enter handling, cancellable before-open and before-close
 * handlers, and the page's scroll position restored on close.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  showClose = true,
  closable = true,
  draggable = true,
  width = 600,
  minHeight = 300,
  defaultAction,
  beforeOpen,
  beforeClose,
  footer,
  children,
  className,
  bodyClassName,
  testId,
}: ModalProps) {
  const { t } = useTranslation();
  const [approved, setApproved] = useState(false);
  const [prevOpen, setPrevOpen] = useState(open);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  // A parent that closes the modal itself needs no guard; forget the approval and the drag offset.
  if (prevOpen !== open) {
    setPrevOpen(open);
    if (!open) {
      setApproved(false);
      setOffset({ x: 0, y: 0 });
    }
  }

  const handlers = useRef({ beforeOpen, beforeClose, onOpenChange });
  useEffect(() => {
    handlers.current = { beforeOpen, beforeClose, onOpenChange };
  });

  const [controller] = useState(createModalController);
  const options = useCallback(
    () => ({
      beforeOpen: handlers.current.beforeOpen,
      beforeClose: handlers.current.beforeClose,
      onChange: (visible: boolean) => {
        setApproved(visible);
        if (!visible) handlers.current.onOpenChange(false);
      },
    }),
    [],
  );

  useEffect(() => {
    if (open) {
      void controller.requestOpen(options()).then((ok) => {
        if (!ok && !controller.visible) handlers.current.onOpenChange(false);
      });
    } else {
      controller.sync(false);
    }
  }, [open, controller, options]);

  const shown = open && approved;

  // Remember the scroll position and the focused element; both come back on close.
  const restore = useRef<{ y: number; focus: HTMLElement | null }>({ y: 0, focus: null });
  useEffect(() => {
    if (shown) {
      restore.current = {
        y: window.scrollY,
        focus: document.activeElement instanceof HTMLElement ? document.activeElement : null,
      };
    }
  }, [shown]);

  const requestClose = useCallback(() => {
    void controller.requestClose(options());
  }, [controller, options]);

  const contentRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; start: Point; origin: Point } | null>(null);

  function onTitlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!draggable || event.button !== 0) return;
    if ((event.target as HTMLElement).closest('button')) return;
    drag.current = { id: event.pointerId, start: { x: event.clientX, y: event.clientY }, origin: offset };
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onTitlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    const el = contentRef.current;
    if (!d || d.id !== event.pointerId || !el) return;
    const next = { x: d.origin.x + event.clientX - d.start.x, y: d.origin.y + event.clientY - d.start.y };
    setOffset(
      clampOffset(
        next,
        { width: el.offsetWidth, height: el.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }
  function onTitlePointerUp(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.id === event.pointerId) drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || !defaultAction || event.nativeEvent.isComposing) return;
    if (!enterTriggersDefault(event.target)) return;
    event.preventDefault();
    defaultAction(requestClose);
  }

  const style: CSSProperties = {
    width: typeof width === 'number' ? `min(${width}px, calc(100vw - 24px))` : width,
    minHeight: typeof minHeight === 'number' ? `min(${minHeight}px, calc(100dvh - 24px))` : minHeight,
    translate: `calc(-50% + ${offset.x}px) calc(-50% + ${offset.y}px)`,
  };

  return (
    <RadixDialog.Root
      open={shown}
      onOpenChange={(next) => {
        if (!next) requestClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[100] bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          ref={contentRef}
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
          style={style}
          onKeyDown={onKeyDown}
          tabIndex={-1}
          // Focus the dialog itself: screen readers announce its title, and no control looks pre-selected.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            // After the dialog's first frame: focusing at once would force the page's whole style and
            // layout into the task that rendered the dialog (one long task on a slow phone).
            afterNextPaint(() => {
              const content = contentRef.current;
              if (content && !content.contains(document.activeElement))
                content.focus({ preventScroll: true });
            });
          }}
          // Not closable by clicking the background (spec §2).
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => {
            e.preventDefault();
            if (closable) requestClose();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            const { y, focus } = restore.current;
            focus?.focus({ preventScroll: true });
            window.scrollTo({ top: y, behavior: 'instant' });
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-[101] flex max-h-[calc(100dvh-24px)] flex-col overflow-hidden rounded-2xl border border-line bg-surface text-fg shadow-pop outline-none',
            'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
            className,
          )}
        >
          <div
            data-testid="modal-titlebar"
            onPointerDown={onTitlePointerDown}
            onPointerMove={onTitlePointerMove}
            onPointerUp={onTitlePointerUp}
            onPointerCancel={onTitlePointerUp}
            className={cn(
              'flex shrink-0 items-center gap-3 px-5',
              hideTitle
                ? 'absolute inset-x-0 top-0 z-10 h-12 justify-end'
                : 'h-14 border-b border-line bg-surface-2',
              draggable && 'cursor-move touch-none select-none',
            )}
          >
            <RadixDialog.Title
              className={cn(hideTitle ? 'sr-only' : 'min-w-0 flex-1 truncate text-base font-bold')}
            >
              {title}
            </RadixDialog.Title>
            {showClose && (
              <button
                type="button"
                onClick={requestClose}
                aria-label={t('close')}
                className="-mr-2 inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-3 hover:text-fg"
              >
                <CloseIcon size={18} />
              </button>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          ) : null}
          <div className={cn('min-h-0 flex-1 overflow-y-auto', bodyClassName ?? 'p-5')}>{children}</div>
          {footer && (
            <div className="flex shrink-0 justify-end gap-2 border-t border-line px-5 py-3">
              <FooterContent footer={footer} close={requestClose} />
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
