import { useTranslation } from '../lib/use-translation';
import { cn } from '../lib/cn';
import { useAlertStore } from '../stores/alert-store';
import { ShieldIcon, WarningIcon } from './icons';
import { Dialog } from './modal/dialog';

/**
 * The alert of the alert store: a refused gated action (spec §6: in_need_true_account with a confirm
 * button labelled in_increase_submit) or a failure popup (spec §8: warning icon, confirm button).
 */
export function AlertDialog() {
  const { t } = useTranslation();
  const alert = useAlertStore((s) => s.alert);
  const hide = useAlertStore((s) => s.hide);
  const text = alert ? (alert.key ? t(alert.key, alert.args ?? {}) : (alert.text ?? '')) : '';
  return (
    <Dialog
      open={alert !== null}
      onOpenChange={(open) => {
        if (!open) hide();
      }}
      title={t('in_popup_prompt')}
      actionLabel={t('in_increase_submit')}
      onAction={hide}
      testId={alert?.kind === 'gate' ? 'gate-dialog' : 'alert-dialog'}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
            alert?.kind === 'gate' ? 'bg-gold-soft text-gold-fg' : 'bg-danger-soft text-danger',
            alert?.kind === 'info' && 'bg-brand-soft text-brand-fg',
          )}
        >
          {alert?.kind === 'gate' ? <ShieldIcon size={20} /> : <WarningIcon size={20} />}
        </span>
        <p className="pt-2 text-sm leading-relaxed" data-testid="alert-message">
          {text}
        </p>
      </div>
    </Dialog>
  );
}
