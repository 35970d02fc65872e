import { useEffect, useState } from 'react';
import { useOpsText } from '../lib/use-ops-text';
import { Button } from '../../ui/button';
import { CheckIcon, Svg, type IconProps } from '../../ui/icons';

const CopyIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </Svg>
);

/** Copies `value` to the clipboard and says so for two seconds. */
export function CopyButton({ value, withLabel = false }: { value: string; withLabel?: boolean }) {
  const { t } = useOpsText();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="outline"
      size={withLabel ? 'sm' : 'icon-sm'}
      aria-label={withLabel ? undefined : t(copied ? 'copied' : 'copy')}
      onClick={() =>
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => undefined,
        )
      }
    >
      {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      {withLabel && <span aria-live="polite">{t(copied ? 'copied' : 'copy')}</span>}
    </Button>
  );
}
