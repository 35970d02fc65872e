import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney } from '../../../lib/money';
import { useThemeStore } from '../../../stores/theme-store';

/**
 * Deposits, withdrawals and GGR per day as lines (deposits filled), drawn by uPlot (decision D-dash-1):
 * ~50 KB unpacked, no dependencies, canvas. Loaded on demand, so only the dashboard's chunk carries it.
 * Colours are the console's theme tokens, read again when the theme changes; the size follows the box.
 */

export interface MoneySeries {
  /** `yyyy-MM-dd`, one per point. */
  days: string[];
  deposits: number[];
  withdrawals: number[];
  ggr: number[];
  labels: { day: string; deposits: string; withdrawals: string; ggr: string };
}

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';
}

/** A `#rrggbb` token with an alpha, for the area under a line. */
function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = parseInt(m[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', timeZone: 'UTC' });
/** The x values are the days' UTC midnights (seconds): the labels read them in UTC, so a day stays itself. */
const toX = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function compact(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${(value / 1e9).toFixed(1)}B`;
  if (abs >= 1e6) return `${(value / 1e6).toFixed(1)}M`;
  if (abs >= 1e4) return `${(value / 1e3).toFixed(0)}K`;
  return String(Math.round(value));
}

export function MoneyChart({ series }: { series: MoneySeries }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useThemeStore((s) => s.theme);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const [fg, muted, line, brand, gold] = [
      token('--fg'),
      token('--muted'),
      token('--line'),
      token('--brand'),
      token('--gold-strong'),
    ];
    const axis = {
      stroke: muted,
      grid: { stroke: line, width: 1 },
      ticks: { stroke: line, width: 1 },
      font: '12px system-ui, sans-serif',
    };
    const height = () => (el.clientWidth < 520 ? 220 : 300);
    const opts: uPlot.Options = {
      width: el.clientWidth,
      height: height(),
      padding: [12, 12, 0, 4],
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      legend: { show: true, live: true },
      scales: { x: { time: false } },
      axes: [
        {
          ...axis,
          values: (_u, splits) => splits.map((s) => dayLabel.format(s * 1000)),
          space: 60,
        },
        { ...axis, values: (_u, splits) => splits.map(compact), size: 56 },
      ],
      series: [
        { label: series.labels.day, value: (_u, v) => (v == null ? '—' : dayLabel.format(v * 1000)) },
        {
          label: series.labels.deposits,
          stroke: brand,
          width: 2,
          fill: withAlpha(brand, 0.12),
          value: (_u, v) => (v == null ? '—' : formatMoney(v)),
        },
        {
          label: series.labels.withdrawals,
          stroke: gold,
          width: 2,
          value: (_u, v) => (v == null ? '—' : formatMoney(v)),
        },
        {
          label: series.labels.ggr,
          stroke: fg,
          width: 2,
          dash: [6, 4],
          value: (_u, v) => (v == null ? '—' : formatMoney(v)),
        },
      ],
    };
    const data: uPlot.AlignedData = [series.days.map(toX), series.deposits, series.withdrawals, series.ggr];
    const plot = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: height() }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, theme]);

  return <div ref={box} className="ops-chart w-full" data-testid="ops-dashboard-chart" aria-hidden="true" />;
}
