import type { ContractKind, ContractStatus, ContractValue } from '@jade/contract/agent-contracts';
import type { Tone } from '../../../ui/status-badge';

/** Display rules of contracts, without React (unit-tested). */

/** 150 basis points → "1.5%". */
export function rateText(bps: number): string {
  return `${Number((bps / 100).toFixed(2)).toString()}%`;
}

/** A percent typed by the user ("1.25") → basis points, or undefined when it is not a valid rate. */
export function percentToBps(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const bps = Math.round(Number(trimmed) * 100);
  return bps >= 1 && bps <= 10_000 ? bps : undefined;
}

export const STATUS_TONES: Record<ContractStatus, Tone> = {
  applying: 'info',
  refused: 'danger',
  approved: 'success',
  terminating: 'warning',
  closed: 'neutral',
  paused: 'neutral',
};

export const STATUS_LABELS = {
  applying: 'ct_status_applying',
  refused: 'ct_status_refused',
  approved: 'ct_status_approved',
  terminating: 'ct_status_terminating',
  closed: 'ct_status_closed',
  paused: 'ct_status_paused',
} as const;

export const KIND_LABELS = {
  dividend: 'ct_kind_dividend',
  daily: 'ct_kind_daily',
  hourly: 'ct_kind_hourly',
  realtime: 'ct_kind_realtime',
} as const;

export const PERIOD_LABELS = {
  day: 'ct_period_day',
  hour: 'ct_period_hour',
  fiveMinutes: 'ct_period_fiveMinutes',
  halfMonth: 'ct_period_halfMonth',
  month: 'ct_period_month',
} as const;

/** Salaries are measured by team valid bet, dividends by team loss. */
export const thresholdLabel = (kind: ContractKind) =>
  kind === 'dividend' ? 'ct_threshold_loss' : 'ct_threshold_bet';
export const measureLabel = (kind: ContractKind) =>
  kind === 'dividend' ? 'ct_measure_loss' : 'ct_measure_bet';

export type ContractRole = 'upline' | 'downline';

/** The caller's side of a contract. */
export function roleIn(contract: ContractValue, memberId: number | undefined): ContractRole | undefined {
  if (memberId === undefined) return undefined;
  if (contract.downline.id === memberId) return 'downline';
  if (contract.upline?.id === memberId) return 'upline';
  return undefined;
}

export type ContractChoice =
  'accept' | 'reject' | 'cancel' | 'terminate' | 'acceptTermination' | 'rejectTermination';

/** What the caller may do with a contract in its state (the buttons of the contract screen). */
export function choicesFor(contract: ContractValue, role: ContractRole | undefined): ContractChoice[] {
  if (!role || contract.upline === null) return [];
  switch (contract.status) {
    case 'applying':
      return role === 'downline' ? ['accept', 'reject'] : ['cancel'];
    case 'approved':
      return ['terminate'];
    case 'terminating':
      return contract.terminationBy === role ? [] : ['acceptTermination', 'rejectTermination'];
    default:
      return [];
  }
}

/** A period's label: the local day, the hour range or the date range. */
export function periodText(start: number, end: number, locale: string): string {
  const day = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const span = end - start;
  if (span <= 3_600_000) return `${day.format(start)} ${time.format(start)}–${time.format(end)}`;
  if (span <= 25 * 3_600_000) return day.format(start);
  return `${day.format(start)} – ${day.format(end - 1)}`;
}
