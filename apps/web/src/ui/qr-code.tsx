import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { cn } from '../lib/cn';

/** Spec §9 QR defaults: size 200, margin 20, dark #000000, light #FFFFFF, error correction M. */
export const QR_DEFAULTS = {
  width: 200,
  margin: 20,
  color: { dark: '#000000', light: '#FFFFFF' },
  errorCorrectionLevel: 'M',
} as const;

/** Renders a QR code client-side as an SVG data URI (no image requests). */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const [state, setState] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    // The 'margin' option of qrcode counts modules; spec §9 gives it in pixels, so convert.
    QRCode.toString(value, {
      type: 'svg',
      errorCorrectionLevel: QR_DEFAULTS.errorCorrectionLevel,
      color: QR_DEFAULTS.color,
      margin: 0,
    }).then(
      (svg) => {
        if (cancelled) return;
        setState({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      },
      () => {
        if (!cancelled) setState({ value, src: '' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [value]);
  const src = state?.value === value ? state.src : null;
  const inner = QR_DEFAULTS.width - 2 * QR_DEFAULTS.margin;
  return (
    <span
      className={cn('inline-block bg-white', className)}
      style={{ width: QR_DEFAULTS.width, height: QR_DEFAULTS.width, padding: QR_DEFAULTS.margin }}
    >
      {src ? (
        <img
          src={src}
          alt={label}
          width={inner}
          height={inner}
          className="block h-full w-full [image-rendering:pixelated]"
        />
      ) : (
        <span
          role="img"
          aria-label={label}
          className="block h-full w-full animate-pulse rounded bg-black/5"
        />
      )}
    </span>
  );
}
