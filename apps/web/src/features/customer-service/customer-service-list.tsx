import { useTranslation } from '../../lib/use-translation';
import type { CustomerServiceEntry } from '@jade/contract/system';
import type { MessageKey } from '@jade/i18n/format';
import { cn } from '../../lib/cn';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { ChatIcon, CrownIcon, LinkIcon } from '../../ui/icons';
import { channelsFor } from './channels';
import { openCustomerService, openLiveChat } from './open-customer-service';
import { useChatUnread } from '../../api/chat/chat';

const TYPE_LABELS: Record<CustomerServiceEntry['csType'], MessageKey> = {
  1: 'cs_live_chat',
  2: 'cs_vip',
  3: 'cs_external',
};

/**
 * The customer-service channels of the brand (status.info.customerService) that this visitor or
 * member is offered: live chat or, above VIP rank 4, the VIP channel; plus the external links.
 */
export function CustomerServiceList({ onChoose, className }: { onChoose?: () => void; className?: string }) {
  const { t } = useTranslation();
  const all = useSiteStore((s) => s.status?.info.customerService);
  const vipLevel = useSessionStore((s) => s.memberInfo?.vipLevel);
  const entries = channelsFor(all ?? [], vipLevel);
  const { data: unread = 0 } = useChatUnread(entries.some((e) => e.csType === 1));
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
              data-testid={`cs-entry-${entry.csType}`}
              onClick={() => {
                onChoose?.();
                // Live chat is Jade's own (the 'chat' dialog); the other channels open their address.
                if (entry.csType === 1) openLiveChat();
                else void openCustomerService(entry);
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
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold">{entry.name}</span>
                <span className="block text-xs text-muted">{t(TYPE_LABELS[entry.csType])}</span>
              </span>
              {entry.csType === 1 && unread > 0 && (
                <span
                  className="ml-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-danger px-1.5 text-[11px] font-bold text-white"
                  aria-label={t('chat_unread', { 0: unread })}
                  data-testid="cs-chat-unread"
                >
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
