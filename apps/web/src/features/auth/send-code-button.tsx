import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { createThrottle, formatCountdown, smsCountdownSeconds, useCountdown } from '../../lib/timing';
import { Spinner } from '../../ui/form-field';

/** Spec §9: SMS sending is throttled to once per 1000 ms. */
export const SMS_SEND_GAP_MS = 1000;

/**
 * The send-code button of the SMS fields: throttled, then disabled with a countdown of
 * 60 × expiredMinutes seconds after a successful send (spec §4 "SMS send").
 */
export function SendCodeButton({
  onSend,
  compact = false,
  tone = 'page',
}: {
  /** Sends the code; resolves with the server's expiredMinutes, or null when it did not send. */
  onSend(): Promise<number | null>;
  compact?: boolean;
  tone?: 'page' | 'header';
}) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const throttle = useRef(createThrottle(SMS_SEND_GAP_MS));
  const disabled = sending || countdown.running;
  return (
    <button
      type="button"
      data-testid="send-code"
      disabled={disabled}
      onClick={() => {
        throttle.current.tryRun(() => {
          setSending(true);
          onSend()
            .then((minutes) => {
              if (minutes != null) countdown.start(smsCountdownSeconds(minutes));
            })
            .finally(() => setSending(false));
        });
      }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-1.5 font-semibold whitespace-nowrap transition disabled:cursor-not-allowed',
        compact ? 'h-10 rounded-xl px-3 text-xs' : 'h-12 min-w-[112px] rounded-xl px-4 text-sm',
        tone === 'header'
          ? 'border border-header-line bg-white/8 text-gold hover:bg-white/14 disabled:text-on-header-muted'
          : 'border border-brand bg-brand-soft text-brand-fg hover:bg-brand hover:text-on-brand disabled:border-line-strong disabled:bg-surface-3 disabled:text-subtle',
      )}
    >
      {sending && <Spinner />}
      {countdown.running ? (
        <span data-testid="send-code-countdown">{formatCountdown(countdown.left)}</span>
      ) : (
        t('send_code')
      )}
    </button>
  );
}
