import { useState } from 'react';
import { useOpsText } from '../../lib/use-ops-text';
import { TextField } from '../../../ui/form-field';
import { FilterBar, FilterSelect } from '../../ui/filter-bar';
import type { OpsTextKey } from '../../texts/en';

export interface PaymentFilterValues<S extends string> {
  status: S | '';
  username: string;
  merchant: string;
}

/** Status, player and brand filters of a payment queue; applied on search, not on each key. */
export function PaymentFilters<S extends string>({
  statuses,
  statusKey,
  value,
  initial,
  onChange,
}: {
  statuses: readonly S[];
  statusKey(status: S): OpsTextKey;
  value: PaymentFilterValues<S>;
  initial: PaymentFilterValues<S>;
  onChange(value: PaymentFilterValues<S>): void;
}) {
  const { t } = useOpsText();
  const [draft, setDraft] = useState(value);
  return (
    <FilterBar
      onSubmit={() =>
        onChange({ ...draft, username: draft.username.trim(), merchant: draft.merchant.trim() })
      }
      onReset={() => {
        setDraft(initial);
        onChange(initial);
      }}
    >
      <FilterSelect
        name="status"
        label={t('filter_status')}
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status })}
        options={[
          { value: '', label: t('all') },
          ...statuses.map((s) => ({ value: s, label: t(statusKey(s)) })),
        ]}
      />
      <TextField
        label={t('filter_player')}
        name="username"
        value={draft.username}
        onChange={(e) => setDraft({ ...draft, username: e.currentTarget.value })}
        maxLength={64}
      />
      <TextField
        label={t('filter_brand')}
        name="merchant"
        value={draft.merchant}
        onChange={(e) => setDraft({ ...draft, merchant: e.currentTarget.value })}
        maxLength={32}
      />
    </FilterBar>
  );
}
