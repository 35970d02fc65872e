import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntry } from '@jade/contract/system';
import type { MessageKey } from '@jade/i18n/format';
import { cn } from '../../lib/cn';
import { useModalStore } from '../../stores/modal-store';
import { useSiteStore } from '../../stores/site-store';
import { ChatIcon, CrownIcon, LinkIcon } from '../../ui/icons';

const TYPE_LABELS: Record<CustomerServiceEntry['csType'], MessageKey> = {
  1: 'cs_live_chat',
  2: 'cs_vip',
  3: 'cs_external',
};

function isWebUrl(path: string) {
  return /^https?:\/\//i.test(path);
}

/**
 * Opens one customer-service channel. Live chat and the VIP channel open the `chat` modal slot (the
 * content issue builds the chat room); an external link opens in a popup window.
 */
export function openCustomerService(entry: CustomerServiceEntry) {
  if (entry.csType === 3 && isWebUrl(entry.path)) {
    window.open(entry.path, 'jade-cs', 'noopener,width=480,height=720');
    return;
  }
  useModalStore.getState().open('chat', { csType: entry.csType, name: entry.name, path: entry.path });
}

/** The customer-service channels of the brand (status.info.customerService). */
export function CustomerServiceList({ onChoose, className }: { onChoose?: () => void; className?: string }) {
  const { t } = useTranslation();
  const entries = useSiteStore((s) => s.status?.info.customerService ?? []);
  if (entries.length === 0) {
    return <p className="text-sm text-muted">{t('cs_none')}</p>;
  }
  return (
    <ul className={cn('grid gap-2', className)} data-testid="cs-list">
      {entries.map((entry, index) => {
        const Icon = entry.csType === 2 ? CrownIcon : entry.csType === 3 ? LinkIcon : ChatIcon;
        return (
          <li key={`${entry.csType}-${index}`}>
            <button
              type="button"
              onClick={() => {
                onChoose?.();
                openCustomerService(entry);
              }}
              className="flex w-full items-center gap-3 rounded-xl border border-line bg-surface-2 p-2.5 text-left transition hover:border-brand hover:bg-surface"
            >
              <span
                className={cn(
                  'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
                  entry.csType === 2 ? 'bg-gold-soft text-gold-fg' : 'bg-brand-soft text-brand-fg',
                )}
              >
                <Icon size={20} />
              </span>
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold">{entry.name}</span>
                <span className="block text-xs text-muted">{t(TYPE_LABELS[entry.csType])}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
