import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { TextField } from '../../../ui/form-field';
import { useInhouseRtp } from '../../api/games';
import { formatAmount } from '../../lib/format';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, Td, Th } from '../../ui/table';
import { percent } from './games-kit';

const DAY = 86_400_000;
/** `YYYY-MM-DD` of a time in the browser's zone, and the start of that day back. */
const dayText = (ms: number) =>
  new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const dayStart = (text: string) => new Date(`${text}T00:00`).getTime();

/**
 * The in-house games' RTP, read-only (issue 16, games): what the maths returns by design next to what
 * the settled bets of the chosen days returned. Few rounds stray far from the design; that is variance.
 */
export function RtpPage() {
  const { t } = useOpsText();
  const [first, setFirst] = useState(() => dayText(Date.now() - 29 * DAY));
  const [last, setLast] = useState(() => dayText(Date.now()));
  const from = dayStart(first);
  const to = dayStart(last) + DAY;
  const valid = Number.isFinite(from) && Number.isFinite(to) && to > from;
  const query = useInhouseRtp(valid ? { from, to } : {});
  const list = query.data?.list ?? [];

  return (
    <>
      <PageTitle title={t('rtp_title')} lead={t('rtp_lead')} />
      <div className="mb-4 flex flex-wrap gap-3">
        <div className="w-48">
          <TextField
            label={t('rtp_first')}
            type="date"
            value={first}
            onChange={(e) => setFirst(e.currentTarget.value)}
          />
        </div>
        <div className="w-48">
          <TextField
            label={t('rtp_last')}
            type="date"
            value={last}
            onChange={(e) => setLast(e.currentTarget.value)}
          />
        </div>
      </div>
      <Table label={t('rtp_title')} testId="ops-rtp">
        <thead>
          <tr>
            <Th>{t('games_game')}</Th>
            <Th>{t('rtp_kind')}</Th>
            <Th className="text-right">{t('rtp_configured')}</Th>
            <Th className="text-right">{t('rtp_observed')}</Th>
            <Th className="text-right">{t('rtp_rounds')}</Th>
            <Th className="text-right">{t('rtp_stake')}</Th>
            <Th className="text-right">{t('rtp_payout')}</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={list} colSpan={7}>
            {(r) => {
              const { min, max } = r.configuredRtp;
              const outside =
                r.observedRtp !== null && (r.observedRtp < min - 0.05 || r.observedRtp > max + 0.05);
              return (
                <tr key={r.gameCode} data-testid={`ops-rtp-${r.gameCode}`}>
                  <Td>
                    <p className="font-semibold">{r.name}</p>
                    <p className="font-mono text-xs text-muted">{r.gameCode}</p>
                  </Td>
                  <Td>{t(`rtp_kind_${r.kind}` as OpsTextKey)}</Td>
                  <Td className="text-right tabular-nums">
                    {min === max ? percent(min) : `${percent(min)} – ${percent(max)}`}
                  </Td>
                  <Td
                    className={cn('text-right font-semibold tabular-nums', outside && 'text-warning')}
                    title={outside ? t('rtp_outside') : undefined}
                  >
                    {r.observedRtp === null ? '—' : percent(r.observedRtp)}
                  </Td>
                  <Td className="text-right tabular-nums">{r.rounds.toLocaleString('en-GB')}</Td>
                  <Td className="text-right tabular-nums">{formatAmount(r.stake, query.data!.currency)}</Td>
                  <Td className="text-right tabular-nums">{formatAmount(r.payout, query.data!.currency)}</Td>
                </tr>
              );
            }}
          </QueryRows>
        </tbody>
      </Table>
      <p className="mt-3 text-[13px] text-muted">{t('rtp_note')}</p>
    </>
  );
}
