import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../button';
import { Modal, type ModalProps } from './modal';

/** The simple dialog of spec §9: default width 400 and a single CLOSE button (Enter presses it). */
export function Dialog({
  children,
  width = 400,
  actionLabel,
  onAction,
  ...rest
}: Omit<ModalProps, 'footer' | 'defaultAction'> & {
  children?: ReactNode;
  /** Replaces the CLOSE button's label and action (e.g. a confirm button). */
  actionLabel?: string;
  onAction?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      {...rest}
      width={width}
      minHeight={rest.minHeight ?? 0}
      defaultAction={(close) => (onAction ?? close)()}
      footer={(close) => (
        <Button onClick={onAction ?? close} className="min-w-28" data-testid="dialog-default-button">
          {actionLabel ?? t('close')}
        </Button>
      )}
    >
      {children}
    </Modal>
  );
}
