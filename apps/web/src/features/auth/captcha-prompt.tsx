import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { isApiError } from '../../api/api-error';
import { errorValue } from '../../lib/error-text';
import { TextField } from '../../ui/form-field';
import { KeyIcon } from '../../ui/icons';
import { Dialog } from '../../ui/modal/dialog';
import { CaptchaImage, useCaptcha } from './captcha';

/**
 * The captcha for calls whose form has no captcha field (sending an SMS code, forgot password,
 * registration by mobile number): after a few tries the server answers `captcha.required` (value
 * `{captcha:true}`) before it says anything about the account, and this dialog asks for the answer.
 */
interface PromptState {
  pending: { id: number; retry: boolean; resolve(answer: string | null): void } | null;
  ask(retry: boolean): Promise<string | null>;
  answer(value: string | null): void;
}

export const useCaptchaPromptStore = create<PromptState>((set, get) => ({
  pending: null,
  ask(retry) {
    get().pending?.resolve(null);
    return new Promise((resolve) => set({ pending: { id: Date.now() + Math.random(), retry, resolve } }));
  },
  answer(value) {
    get().pending?.resolve(value);
    set({ pending: null });
  },
}));

const CAPTCHA_CODES = new Set(['captcha.required', 'captcha.invalid']);

/** Runs `call`; when the server wants the captcha, asks for it and runs `call` again with the answer. */
export async function withCaptcha<T>(call: (captcha?: string) => Promise<T>): Promise<T> {
  let captcha: string | undefined;
  for (;;) {
    try {
      return await call(captcha);
    } catch (error) {
      if (!isApiError(error) || !CAPTCHA_CODES.has(error.errorCode) || errorValue(error).captcha !== true)
        throw error;
      const answer = await useCaptchaPromptStore.getState().ask(error.errorCode === 'captcha.invalid');
      if (answer === null) throw error;
      captcha = answer;
    }
  }
}

export function CaptchaPrompt() {
  const pending = useCaptchaPromptStore((s) => s.pending);
  // A fresh form (and image) for each question.
  return pending ? <PromptDialog key={pending.id} retry={pending.retry} /> : null;
}

function PromptDialog({ retry }: { retry: boolean }) {
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
