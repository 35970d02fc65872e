import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptcha } from '../../api/accounts/accounts';
import { createThrottle } from '../../lib/timing';
import { RefreshIcon } from '../../ui/icons';

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

export function CaptchaImage({
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
      className="group relative flex h-12 w-[124px] shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line-strong bg-white"
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
