import { useOpsText } from '../lib/use-ops-text';
import { Button } from '../../ui/button';
import { DownloadIcon, KeyIcon } from '../../ui/icons';
import { CopyButton } from './copy-button';

/** The recovery codes, shown once after an enrolment (or a renewal), with a copy and a download. */
export function RecoveryCodes({
  codes,
  username,
  onDone,
}: {
  codes: string[];
  username: string;
  onDone?: () => void;
}) {
  const { t } = useOpsText();
  const text = `${t('brand_console', { 0: 'Jade' })} · ${username}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `jade-recovery-codes-${username}.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div data-testid="ops-recovery-codes">
      <h2 className="flex items-center gap-2 text-lg font-extrabold text-fg">
        <KeyIcon size={20} className="text-brand" />
        {t('recovery_title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t('recovery_lead')}</p>
      <ol className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-surface-2 p-4 font-mono text-sm text-fg">
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-lg bg-surface px-2.5 py-1.5 text-center tracking-wider"
            data-testid="recovery-code"
          >
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton value={codes.join('\n')} withLabel />
        <Button variant="outline" size="sm" onClick={download}>
          <DownloadIcon size={16} />
          {t('recovery_download')}
        </Button>
      </div>
      {onDone && (
        <Button variant="gold" size="lg" className="mt-5 w-full" onClick={onDone} data-testid="recovery-done">
          {t('recovery_saved')}
        </Button>
      )}
    </div>
  );
}
