import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { TextField } from '../../ui/form-field';
import { KeyIcon } from '../../ui/icons';
import { Dialog } from '../../ui/modal/dialog';
import { CaptchaImage, useCaptcha } from './captcha';
import { useCaptchaPromptStore } from './captcha-prompt-store';

/** The question itself; its code loads only when a call first asks (app/modal-host.tsx). */
export function CaptchaPromptDialog({ retry }: { retry: boolean }) {
  const { t } = useTranslation();
  const answer = useCaptchaPromptStore((s) => s.answer);
  const captcha = useCaptcha(true);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(retry ? t('captcha.invalid') : undefined);
  const submit = () => {
    if (!value.trim()) {
      setError(t('captcha.required'));
      return;
    }
    answer(value.trim());
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) answer(null);
      }}
      title={t('captcha_prompt_title')}
      actionLabel={t('in_increase_submit')}
      onAction={submit}
      showClose
      closable
      testId="captcha-prompt"
    >
      <p className="mb-3 text-sm text-muted">{t('captcha_prompt_intro')}</p>
      <TextField
        label={t('captcha_label')}
        showLabel={false}
        icon={<KeyIcon size={17} />}
        name="captcha"
        autoComplete="off"
        autoFocus
        placeholder={t('captcha_label')}
        maxLength={16}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        data-testid="captcha-prompt-input"
        trailing={
          <CaptchaImage
            url={captcha.url}
            failed={captcha.failed}
            onRefresh={() => captcha.refresh()}
            onSolved={(solved) => {
              setValue(solved);
              setError(undefined);
            }}
          />
        }
      />
    </Dialog>
  );
}
