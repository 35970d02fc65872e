import { useState } from 'react';
import { Button } from '../../../ui/button';
import { StatusBadge } from '../../../ui/status-badge';
import { usePaymentSettings, type DepositMethodRow } from '../../api/payment-settings';
import { formatAmount } from '../../lib/format';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, Td, Th } from '../../ui/table';
import { RegionSelect, Section } from './fields';
import { MethodEditor } from './method-editor';
import { WithdrawLimitsForm } from './withdraw-limits-form';

/** Settings → Payments & limits: a region's deposit methods and its withdrawal limits. */
export function PaymentsSettingsPage() {
  const { t } = useOpsText();
  const canEdit = useCan('settings');
  const [region, setRegion] = useState<string | undefined>(undefined);
  const settings = usePaymentSettings(region);
  const [editing, setEditing] = useState<DepositMethodRow | null>(null);
  const data = settings.data;
  const secret = data?.gatewaySecret;

  return (
    <>
      <PageTitle
        title={t('money_payments_title')}
        lead={t('money_payments_lead')}
        actions={data && <RegionSelect regions={data.regions} value={data.region} onChange={setRegion} />}
      />
      <Section title={t('money_methods')} lead={t('money_methods_lead')} testId="ops-deposit-methods">
        <Table label={t('money_methods')}>
          <thead>
            <tr>
              <Th>{t('money_method_name')}</Th>
              <Th>{t('money_kind')}</Th>
              <Th>{t('money_status')}</Th>
              <Th>{t('money_limits')}</Th>
              <Th>{t('money_fixed_amounts')}</Th>
              <Th>{t('money_order')}</Th>
              <Th>{t('money_channel')}</Th>
              {canEdit && <Th className="text-right">{t('col_actions')}</Th>}
            </tr>
          </thead>
          <tbody>
            <QueryRows query={settings} rows={data?.methods ?? []} colSpan={canEdit ? 8 : 7}>
              {(m) => (
                <tr key={m.id}>
                  <Td className="font-semibold whitespace-nowrap">{m.name}</Td>
                  <Td className="whitespace-nowrap">
                    {t(m.kind === 'manual_bank' ? 'money_kind_bank' : 'money_kind_gateway')}
                  </Td>
                  <Td>
                    <StatusBadge tone={m.enabled ? 'success' : 'neutral'}>
                      {t(m.enabled ? 'money_enabled' : 'money_disabled')}
                    </StatusBadge>
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">
                    {formatAmount(m.minAmount, m.currency)} – {formatAmount(m.maxAmount, m.currency)}
                  </Td>
                  <Td className="tabular-nums">{m.fixedAmounts.join(', ') || '—'}</Td>
                  <Td className="tabular-nums">{m.sortOrder}</Td>
                  <Td className="min-w-40 text-muted">
                    {m.bankAccount
                      ? `${m.bankAccount.bankName} · ${m.bankAccount.accountNumber}`
                      : t(secret?.set ? 'money_secret_set' : 'money_secret_missing', {
                          0: t(`money_secret_${secret?.source ?? 'none'}`),
                        })}
                  </Td>
                  {canEdit && (
                    <Td className="text-right">
                      <Button variant="outline" size="sm" onClick={() => setEditing(m)}>
                        {t('edit')}
                      </Button>
                    </Td>
                  )}
                </tr>
              )}
            </QueryRows>
          </tbody>
        </Table>
        <p className="mt-3 text-xs text-muted">{t('money_secret_note')}</p>
      </Section>
      <Section title={t('money_withdraw_limits')} lead={t('money_withdraw_limits_lead')}>
        {data && (
          <WithdrawLimitsForm
            key={data.region}
            region={data.region}
            limits={data.withdraw}
            canEdit={canEdit}
          />
        )}
      </Section>
      {editing && <MethodEditor method={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
