import type { CallValue } from '@jade/contract/call';
import type { opsContentCalls } from '@jade/contract/call-routes';
import { APPLICATION_STATUSES } from '@jade/contract/content';
import { OPS_APPLICATION_IMAGE_PATH } from '@jade/contract/content-calls';
import { useEffect, useState } from 'react';
import { buildUrl, requestHeaders } from '../../../api/client';
import { Button } from '../../../ui/button';
import { FormMessage, TextField } from '../../../ui/form-field';
import { StatusBadge, type Tone } from '../../../ui/status-badge';
import { useApplications, useDecideApplication, type ApplicationStatus } from '../../api/content';
import { useOpsSession } from '../../lib/ops-session';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { DecisionDialog } from '../../ui/decision-dialog';
import { FilterSelect } from '../../ui/filter-bar';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, TableFooter, Td, Th } from '../../ui/table';
import { when, type Notice } from './content-kit';

type Application = CallValue<typeof opsContentCalls.applications>['list'][number];

const TONES: Record<ApplicationStatus, Tone> = { applying: 'info', approved: 'success', refused: 'danger' };
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** The pictures a player attached: fetched with the operator's token (they are not public). */
function AttachedImages({ application }: { application: Application }) {
  const { t } = useOpsText();
  const [urls, setUrls] = useState<string[] | null>(null);
  useEffect(() => () => urls?.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  if (application.imageCount === 0) return <span className="text-subtle">—</span>;
  if (urls) {
    return (
      <span className="flex gap-1.5">
        {urls.map((u) => (
          <a key={u} href={u} target="_blank" rel="noreferrer">
            <img src={u} alt="" className="h-10 w-10 rounded-md object-cover" />
          </a>
        ))}
      </span>
    );
  }
  const token = useOpsSession.getState().token;
  const load = async () => {
    const headers = requestHeaders({
      token: () => token,
      isSessionError: () => false,
      sessionLost: () => undefined,
    });
    const blobs = await Promise.all(
      Array.from({ length: application.imageCount }, (_, n) =>
        fetch(buildUrl(OPS_APPLICATION_IMAGE_PATH, { id: application.id, n }), { headers }).then((r) =>
          r.ok ? r.blob() : null,
        ),
      ),
    );
    setUrls(blobs.filter((b): b is Blob => b !== null).map((b) => URL.createObjectURL(b)));
  };
  return (
    <Button size="sm" variant="ghost" onClick={() => void load()}>
      {t('apps_images', { 0: application.imageCount })}
    </Button>
  );
}

/**
 * The activity-application queue (issue 16, content): players' applications to MANUAL promotions,
 * by status; approve (with a bonus, for roles that may decide money) or refuse, with a reason.
 */
export function ApplicationsPage() {
  const { t } = useOpsText();
  const [status, setStatus] = useState<ApplicationStatus | ''>('applying');
  const [pageNo, setPageNo] = useState(1);
  const [deciding, setDeciding] = useState<{ app: Application; decision: 'approve' | 'refuse' } | null>(null);
  const [bonus, setBonus] = useState('');
  const [bonusError, setBonusError] = useState<string | null>(null);
  const [message, setMessage] = useState<Notice>(null);
  const canDecide = useCan('content');
  const canPay = useCan('decideMoney');
  const query = useApplications(status, pageNo);
  const decide = useDecideApplication();
  const approving = deciding?.decision === 'approve';

  return (
    <>
      <PageTitle title={t('apps_title')} lead={t('apps_lead')} />
      <div className="mb-4 max-w-xs">
        <FilterSelect
          name="status"
          label={t('apps_status')}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPageNo(1);
          }}
          options={[
            { value: '', label: t('all') },
            ...APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`apps_status_${s}` as OpsTextKey) })),
          ]}
        />
      </div>
      {message && (
        <div className="mb-4">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      <Table label={t('apps_title')} testId="ops-applications">
        <thead>
          <tr>
            <Th>{t('apps_when')}</Th>
            <Th>{t('apps_player')}</Th>
            <Th>{t('apps_promotion')}</Th>
            <Th>{t('apps_comment')}</Th>
            <Th>{t('apps_pictures')}</Th>
            <Th>{t('apps_status')}</Th>
            <Th>{t('apps_decision')}</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={query.data?.list ?? []} colSpan={7}>
            {(app) => (
              <tr key={app.id} data-testid="ops-application" data-id={app.id}>
                <Td className="whitespace-nowrap text-xs tabular-nums">{when(app.createdAt)}</Td>
                <Td>
                  <span className="font-semibold">{app.username}</span>
                  <span className="block text-xs text-muted">{app.merchantCode}</span>
                </Td>
                <Td>{app.promotionTitle}</Td>
                <Td className="max-w-64 text-xs break-words text-muted">{app.comment || '—'}</Td>
                <Td>
                  <AttachedImages application={app} />
                </Td>
                <Td>
                  <StatusBadge tone={TONES[app.status]}>
                    {t(`apps_status_${app.status}` as OpsTextKey)}
                  </StatusBadge>
                </Td>
                <Td className="text-xs">
                  {app.status === 'applying' ? (
                    canDecide && (
                      <span className="flex gap-2">
                        <Button
                          size="sm"
                          onClick={() => setDeciding({ app, decision: 'approve' })}
                          data-testid="ops-application-approve"
                        >
                          {t('apps_approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setDeciding({ app, decision: 'refuse' })}
                          data-testid="ops-application-refuse"
                        >
                          {t('apps_refuse')}
                        </Button>
                      </span>
                    )
                  ) : (
                    <span className="text-muted">
                      {app.decidedBy ?? ''}
                      {app.bonusAmount !== null && ` · ${t('apps_bonus_paid', { 0: app.bonusAmount })}`}
                      {app.reviewNote && <span className="block text-fg">{app.reviewNote}</span>}
                    </span>
                  )}
                </Td>
              </tr>
            )}
          </QueryRows>
        </tbody>
      </Table>
      <TableFooter
        totalCount={query.data?.totalCount}
        pageNo={pageNo}
        totalPages={query.data?.totalPages}
        onPage={setPageNo}
      />
      <DecisionDialog
        open={deciding !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeciding(null);
            setBonus('');
            setBonusError(null);
          }
        }}
        title={t(approving ? 'apps_approve_title' : 'apps_refuse_title')}
        lead={
          deciding
            ? t(approving ? 'apps_approve_lead' : 'apps_refuse_lead', {
                0: deciding.app.username,
                1: deciding.app.promotionTitle,
              })
            : ''
        }
        confirmLabel={t(approving ? 'apps_approve' : 'apps_refuse')}
        tone={approving ? 'primary' : 'danger'}
        reasonRequired={!approving}
        reasonHint={t('apps_reason_hint')}
        testId="ops-application-decision"
        onConfirm={async ({ reason }) => {
          if (!deciding) return;
          const amount = bonus.trim();
          if (approving && amount && (!AMOUNT.test(amount) || Number(amount) <= 0)) {
            setBonusError(t('pay_amount_invalid'));
            throw new Error(t('pay_amount_invalid'));
          }
          setBonusError(null);
          await decide.mutateAsync({
            id: deciding.app.id,
            decision: deciding.decision,
            note: reason,
            ...(approving && amount ? { bonusAmount: amount } : {}),
          });
          setMessage({ tone: 'success', text: t(approving ? 'apps_approved' : 'apps_refused') });
        }}
      >
        {approving && canPay && (
          <TextField
            label={t('apps_bonus')}
            name="bonusAmount"
            inputMode="decimal"
            value={bonus}
            onChange={(e) => setBonus(e.currentTarget.value)}
            error={bonusError ?? undefined}
            hint={t('apps_bonus_hint')}
          />
        )}
      </DecisionDialog>
    </>
  );
}
