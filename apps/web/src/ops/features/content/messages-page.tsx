import type { CallValue } from '@jade/contract/call';
import type { opsContentCalls } from '@jade/contract/call-routes';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { useDeleteMessage, useMessages } from '../../api/content';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsT } from '../../lib/use-ops-text';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, TableFooter, Td, Th } from '../../ui/table';
import { RowActions, when, type Notice } from './content-kit';
import { MessageComposer } from './message-composer';

type Message = CallValue<typeof opsContentCalls.messages>['list'][number];

/** Who a sent message went to, in words. */
function recipients(t: OpsT, m: Message): string {
  if (m.audience === 'member') return `${m.username ?? m.memberId} · ${m.merchantCode ?? ''}`;
  if (m.audience === 'all') return t('msg_to_all', { 0: m.merchantCode ?? t('msg_every_brand') });
  const s = m.segment;
  if (!s) return t('msg_audience_segment');
  const period =
    s.registeredFrom !== null || s.registeredTo !== null
      ? ` · ${s.registeredFrom !== null ? when(s.registeredFrom) : '…'} – ${s.registeredTo !== null ? when(s.registeredTo) : '…'}`
      : '';
  return `${t('msg_to_segment', { 0: s.vipMin, 1: s.vipMax, 2: s.merchant, 3: m.recipientCount ?? 0 })}${period}`;
}

/** Platform messages (issue 16, content): send to one player, a segment or everyone; withdraw. */
export function MessagesPage() {
  const { t } = useOpsText();
  const [pageNo, setPageNo] = useState(1);
  const [composing, setComposing] = useState(false);
  const [message, setMessage] = useState<Notice>(null);
  const canEdit = useCan('content');
  const query = useMessages(pageNo);
  const remove = useDeleteMessage();

  return (
    <>
      <PageTitle
        title={t('msgs_title')}
        lead={t('msgs_lead')}
        actions={
          canEdit && (
            <Button onClick={() => setComposing(true)} data-testid="ops-message-new">
              {t('msg_new')}
            </Button>
          )
        }
      />
      {message && (
        <div className="mb-4">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      <Table label={t('msgs_title')} testId="ops-messages">
        <thead>
          <tr>
            <Th>{t('apps_when')}</Th>
            <Th>{t('msg_title')}</Th>
            <Th>{t('msg_recipients')}</Th>
            <Th>{t('msg_by')}</Th>
            {/* Positioned, so the hidden label stays inside the scrolling table on a phone. */}
            <Th className="relative">
              <span className="sr-only">{t('content_actions')}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={query.data?.list ?? []} colSpan={5}>
            {(m) => (
              <tr key={m.id} data-testid="ops-message" data-id={m.id}>
                <Td className="text-xs whitespace-nowrap tabular-nums">{when(m.createdAt)}</Td>
                <Td>
                  <span className="font-semibold">{m.translations.EN?.title ?? '—'}</span>
                  <span className="block text-xs text-subtle">{Object.keys(m.translations).join(' · ')}</span>
                </Td>
                <Td className="text-xs">{recipients(t, m)}</Td>
                <Td className="text-xs text-muted">{m.createdBy}</Td>
                <Td>
                  <RowActions
                    canEdit={canEdit}
                    busy={remove.isPending}
                    confirmText={t('msg_delete_confirm')}
                    onDelete={() => {
                      setMessage(null);
                      remove.mutate(m.id, {
                        onSuccess: () => setMessage({ tone: 'success', text: t('msg_deleted') }),
                        onError: (error) => setMessage({ tone: 'error', text: opsErrorText(t, error) }),
                      });
                    }}
                  />
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
      {composing && (
        <MessageComposer
          onClose={() => setComposing(false)}
          onSent={(text) => setMessage({ tone: 'success', text })}
        />
      )}
    </>
  );
}
