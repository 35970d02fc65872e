import { useEffect, useRef, useState } from 'react';
import type * as QRCodeModule from 'qrcode';
import { cn } from '../lib/cn';
import { LOGO_MARK_SVG } from './logo';

/**
 * Spec §9 QR defaults: size 200, margin 20 (pixels), dark #000000, light #FFFFFF, logo scale 0.2,
 * dot scale 1, error correction M.
 */
export const QR_DEFAULTS = {
  size: 200,
  margin: 20,
  dark: '#000000',
  light: '#FFFFFF',
  logoScale: 0.2,
  dotScale: 1,
  errorCorrectionLevel: 'M',
} as const;

/**
 * The encoder (about 70 kB of source) loads with the first code drawn, not with the page: the QR codes
 * sit in the side bar's panel and below the fold (docs/performance.md "Home page weight").
 */
type Encoder = typeof QRCodeModule;
let encoder: Promise<Encoder> | null = null;
function loadEncoder() {
  // A CommonJS package: its API is the default export.
  encoder ??= import('qrcode')
    .then((module) => (module as { default?: Encoder }).default ?? module)
    .catch((error: unknown) => {
      encoder = null;
      throw error;
    });
  return encoder;
}

let logoImage: Promise<HTMLImageElement | null> | null = null;

/** The brand mark as an image, decoded once for every QR code on the page. */
function loadLogo(): Promise<HTMLImageElement | null> {
  logoImage ??= new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(LOGO_MARK_SVG)}`;
  });
  return logoImage;
}

/**
 * Draws `value` as a QR code on `canvas` with the spec defaults: modules from the `qrcode` library,
 * painted by hand so the margin is in pixels and each dot is `dotScale` of its cell, then the brand
 * mark in the middle at `logoScale` of the size (correction level M leaves room for it).
 */
export async function drawQrCode(canvas: HTMLCanvasElement, value: string, withLogo: boolean) {
  const { size, margin, dark, light, logoScale, dotScale, errorCorrectionLevel } = QR_DEFAULTS;
  const QRCode = await loadEncoder();
  const qr = QRCode.create(value, { errorCorrectionLevel });
  const count = qr.modules.size;
  const ratio = Math.max(1, Math.round(window.devicePixelRatio || 1));
  canvas.width = size * ratio;
  canvas.height = size * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = dark;
  const cell = (size - 2 * margin) / count;
  const dot = cell * dotScale;
  const inset = (cell - dot) / 2;
  // Whole-pixel edges so neighbouring dark modules touch without hairline gaps.
  const edge = (i: number) => Math.round((margin + i * cell + inset) * ratio) / ratio;
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      const x = edge(col);
      const y = edge(row);
      ctx.fillRect(x, y, edge(col + 1) - x - 2 * inset, edge(row + 1) - y - 2 * inset);
    }
  }
  if (!withLogo) return;
  const logo = await loadLogo();
  if (!logo) return;
  const box = size * logoScale;
  const at = (size - box) / 2;
  const pad = 3;
  ctx.fillStyle = light;
  ctx.beginPath();
  ctx.roundRect(at - pad, at - pad, box + 2 * pad, box + 2 * pad, 6);
  ctx.fill();
  ctx.drawImage(logo, at, at, box, box);
}

/**
 * A QR code drawn in the browser on a canvas (no image requests), 200 × 200 CSS pixels. The encoded
 * text is also on `data-value`, so tests and assistive tools can read it.
 */
export function QrCode({
  value,
  label,
  logo = true,
  className,
  testId,
}: {
  value: string;
  label: string;
  logo?: boolean;
  className?: string;
  testId?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    drawQrCode(canvas, value, logo).then(
      () => {
        if (!cancelled) setDrawn(value);
      },
      () => {
        if (!cancelled) setDrawn(null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [value, logo]);
  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-value={value}
      data-ready={drawn === value ? 'true' : 'false'}
      data-testid={testId}
      width={QR_DEFAULTS.size}
      height={QR_DEFAULTS.size}
      style={{ width: QR_DEFAULTS.size, height: QR_DEFAULTS.size }}
      className={cn('block shrink-0 bg-white', className)}
    />
  );
}
