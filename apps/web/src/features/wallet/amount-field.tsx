import { useTranslation } from '../../lib/use-translation';
import { formatMoney } from '../../lib/money';
import { cn } from '../../lib/cn';
import { TextField } from '../../ui/form-field';
import { sanitizeAmountInput } from './amount-check';

/**
 * An amount with quick-pick chips (the method's fixed amounts) and the limits as the hint. The value
 * is the text the player typed; amount-check.ts validates it.
 */
export function AmountField({
  value,
  onChange,
  symbol,
  min,
  max,
  chips = [],
  error,
  testId,
  label,
}: {
  value: string;
  onChange(value: string): void;
  symbol: string;
  min: number;
  max: number;
  chips?: readonly { label?: string; amount: number }[];
  error?: string | undefined;
  testId: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const typed = Number(value.replace(/,/g, ''));
  return (
    <div className="grid gap-2.5">
      {chips.length > 0 && (
        <div
          className="grid grid-cols-[repeat(auto-fill,minmax(92px,1fr))] gap-2"
          role="group"
          aria-label={t('amount_quick_pick')}
        >
          {chips.map((chip) => {
            const selected = value !== '' && typed === chip.amount;
            return (
              <button
                key={`${chip.label ?? ''}${chip.amount}`}
                type="button"
                aria-pressed={selected}
                data-testid={`${testId}-chip`}
                onClick={() => onChange(chip.amount.toFixed(2))}
                className={cn(
                  'h-11 rounded-xl border text-sm font-bold tabular-nums transition',
                  selected
                    ? 'border-gold bg-gold-soft text-gold-fg shadow-gold'
                    : 'border-line-strong bg-surface-2 hover:border-gold hover:text-gold-fg',
                )}
              >
                {chip.label ?? formatMoney(chip.amount)}
              </button>
            );
          })}
        </div>
      )}
      <TextField
        label={label ?? t('amount')}
        requiredMark
        prefix={symbol}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('amount_placeholder')}
        value={value}
        onChange={(event) => onChange(sanitizeAmountInput(event.target.value))}
        error={error}
        hint={t('amount_limits', { 0: formatMoney(min), 1: formatMoney(max) })}
        data-testid={testId}
      />
    </div>
  );
}
