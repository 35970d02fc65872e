import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { getCaptcha, getCaptchaPow } from '../../api/accounts/accounts';
import { errorText } from '../../lib/error-text';
import { createThrottle } from '../../lib/timing';
import { RefreshIcon } from '../../ui/icons';
import { powAvailable, solvePow } from './captcha-pow';

/** Spec §9: the captcha image refreshes at most once a second when clicked. */
export const CAPTCHA_REFRESH_GAP_MS = 1000;

/**
 * The captcha image of GET /wps/captcha (a PNG data URL bound to the captchaId cookie). `refresh(true)`
 * always loads a new one (after each failure); a click goes through the 1-second throttle.
 */
export function useCaptcha(active: boolean) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const throttle = useRef(createThrottle(CAPTCHA_REFRESH_GAP_MS));
  const load = useCallback(() => {
    getCaptcha().then(
      (image) => {
        setUrl(image);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  const refresh = useCallback(
    (force = false) => {
      if (force) {
        throttle.current.tryRun();
        load();
        return true;
      }
      return throttle.current.tryRun(load);
    },
    [load],
  );
  useEffect(() => {
    if (active) refresh(true);
  }, [active, refresh]);
  return { url, failed, refresh };
}

/**
 * The captcha image, and (with `onSolved`) the accessible alternative beside it: a button that lets the
 * browser solve a proof-of-work challenge instead and puts its answer into the captcha field.
 */
export function CaptchaImage({
  url,
  failed,
  onRefresh,
  onSolved,
}: {
  url: string | null;
  failed: boolean;
  onRefresh(): void;
  onSolved?: ((answer: string) => void) | undefined;
}) {
  return (
    <>
      <CaptchaPicture url={url} failed={failed} onRefresh={onRefresh} />
      {onSolved && powAvailable() && <CaptchaPuzzleButton onSolved={onSolved} />}
    </>
  );
}

type PuzzleState =
  { kind: 'idle' } | { kind: 'solving' } | { kind: 'solved' } | { kind: 'failed'; text: string };

/** "Can't read it?": fetches a proof-of-work challenge and solves it; the status is announced. */
export function CaptchaPuzzleButton({ onSolved }: { onSolved(answer: string): void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PuzzleState>({ kind: 'idle' });
  const solve = async () => {
    setState({ kind: 'solving' });
    try {
      const { challenge, bits } = await getCaptchaPow();
      onSolved(await solvePow(challenge, bits));
      setState({ kind: 'solved' });
    } catch (error) {
      setState({ kind: 'failed', text: errorText(t, error) });
    }
  };
  const label =
    state.kind === 'solving'
      ? t('captcha_pow_solving')
      : state.kind === 'solved'
        ? t('captcha_pow_solved')
        : state.kind === 'failed'
          ? `${t('captcha_pow_failed')} ${state.text}`
          : t('captcha_pow_button');
  return (
    <button
      type="button"
      onClick={() => void solve()}
      disabled={state.kind === 'solving' || state.kind === 'solved'}
      title={label}
      aria-label={label}
      data-testid="captcha-pow"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl border border-line-strong bg-surface-2 text-xs font-semibold text-muted transition hover:text-fg disabled:opacity-70"
    >
      <span aria-hidden="true">{state.kind === 'solving' ? '…' : state.kind === 'solved' ? '✓' : '?'}</span>
      <span className="sr-only" aria-live="polite">
        {state.kind === 'idle' ? '' : label}
      </span>
    </button>
  );
}

function CaptchaPicture({
  url,
  failed,
  onRefresh,
}: {
  url: string | null;
  failed: boolean;
  onRefresh(): void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onRefresh}
      title={t('captcha_refresh')}
      aria-label={t('captcha_refresh')}
      data-testid="captcha-image"
      className="group relative flex h-12 w-[144px] shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line-strong bg-white"
    >
      {url ? (
        <img
          src={url}
          alt={t('captcha_image_alt')}
          className="h-full w-full object-cover"
          draggable={false}
        />
      ) : (
        <span className="text-xs text-subtle">{failed ? t('captcha_load_failed') : '…'}</span>
      )}
      <span className="absolute right-1 bottom-1 rounded-md bg-black/55 p-0.5 text-white opacity-70 transition group-hover:opacity-100">
        <RefreshIcon size={12} />
      </span>
    </button>
  );
}
