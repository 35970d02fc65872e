import { create } from 'zustand';
import { isApiError } from '../../api/api-error';
import { errorValue } from '../../lib/error-text';

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
