import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Notice } from '@jade/contract/content';
import { Button } from '../../ui/button';
import { HtmlContent } from '../../ui/html-content';
import { Modal } from '../../ui/modal/modal';

/** The popup announcements one after another; `onDone` once the last is closed (or any is dismissed). */
export function PopupDialog({ popups, onDone }: { popups: Notice[]; onDone(): void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const current = popups[Math.min(step, popups.length - 1)]!;
  const last = step >= popups.length - 1;
  const next = (close: () => void) => (last ? close() : setStep((s) => s + 1));
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title={current.title}
      width={560}
      minHeight={260}
      testId="popup-announcement"
      defaultAction={next}
      footer={(close) => (
        <div className="flex w-full items-center justify-between gap-3">
          <span className="text-xs text-subtle tabular-nums">
            {popups.length > 1 ? `${step + 1} / ${popups.length}` : ''}
          </span>
          <Button variant="gold" onClick={() => next(close)} data-testid="popup-announcement-next">
            {last ? t('close') : t('next')}
          </Button>
        </div>
      )}
    >
      <HtmlContent
        html={current.content}
        className="text-sm leading-relaxed"
        testId="popup-announcement-content"
      />
    </Modal>
  );
}
