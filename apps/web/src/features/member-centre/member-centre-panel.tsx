import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '../../lib/centres';
import { useBadgeStore } from '../../lib/badge-counts';
import { cn } from '../../lib/cn';
import { CloseIcon } from '../../ui/icons';

/** A page of the member centre, added to the registry by the issue that builds it. */
export interface MemberCentreEntry {
  label: string;
  icon: ReactNode;
  Component: ComponentType;
  /** The badge-count source whose count shows as a red badge on the entry (spec §2: messageCount…). */
  badge?: string;
}
export type MemberCentreRegistry = Partial<Record<MemberCentrePage, MemberCentreEntry>>;

/** Scrolls an entry into its menu's visible part (only the menu moves, never the page). */
function scrollIntoRow(button: HTMLButtonElement | null) {
  const list = button?.closest('ul');
  if (!button || !list || list.scrollWidth <= list.clientWidth) return;
  const left = button.offsetLeft - list.offsetLeft;
  if (left < list.scrollLeft || left + button.offsetWidth > list.scrollLeft + list.clientWidth)
    list.scrollLeft = left - (list.clientWidth - button.offsetWidth) / 2;
}

/**
 * The member centre (spec §2): a right-hand panel with the entries whose page exists, one highlighted,
 * and a close button. The registry comes from the app, which composes the pages of the features.
 */
export function MemberCentrePanel({
  open,
  onOpenChange,
  page,
  registry,
  request,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  page?: MemberCentrePage;
  registry: MemberCentreRegistry;
  /**
   * Changes with each request to show the centre (openMemberCentre, also while it is open: a page's
   * link to another page); the panel then shows `page`.
   */
  request?: unknown;
}) {
  const { t } = useTranslation();
  const counts = useBadgeStore((s) => s.counts);
  const entries = MEMBER_CENTRE_PAGES.filter((key) => registry[key]);
  const [active, setActive] = useState<MemberCentrePage | undefined>(
    page && registry[page] ? page : entries[0],
  );
  const [seenRequest, setSeenRequest] = useState(request);
  if (request !== seenRequest) {
    setSeenRequest(request);
    if (page && registry[page]) setActive(page);
  }
  const current = active ? registry[active] : undefined;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[100] bg-overlay data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          data-testid="member-centre"
          className="fixed inset-y-0 right-0 z-[101] flex w-[min(980px,100vw)] flex-col bg-bg text-fg shadow-pop outline-none data-[state=open]:animate-drawer-in"
        >
          <div className="header-surface flex h-16 shrink-0 items-center gap-3 px-5 text-on-header">
            <RadixDialog.Title className="text-lg font-bold">{t('member_centre')}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('close')}
              data-testid="member-centre-close"
              className="ml-auto inline-flex h-9 w-9 items-center justify-center rounded-lg hover:bg-white/10"
            >
              <CloseIcon size={20} />
            </RadixDialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 max-md:flex-col">
            <nav
              aria-label={t('member_centre')}
              className="shrink-0 border-line bg-surface p-3 md:w-[220px] md:border-r max-md:border-b"
            >
              <ul className="flex gap-1 overflow-x-auto md:flex-col">
                {entries.map((key) => {
                  const entry = registry[key]!;
                  const count = entry.badge ? (counts[entry.badge] ?? 0) : 0;
                  return (
                    <li key={key}>
                      <button
                        type="button"
                        aria-current={key === active ? 'page' : undefined}
                        data-testid={`mc-entry-${key}`}
                        // The phone's menu is one row that scrolls sideways: keep the open entry in it.
                        ref={key === active ? scrollIntoRow : undefined}
                        onClick={() => setActive(key)}
                        className={cn(
                          // A long label wraps beside its icon on the desktop column (never squeezing the
                          // icon away); the phone's row scrolls sideways instead.
                          'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm leading-tight font-semibold whitespace-nowrap transition md:whitespace-normal',
                          key === active
                            ? 'bg-brand text-on-brand shadow-card'
                            : 'text-muted hover:bg-surface-3 hover:text-fg',
                        )}
                      >
                        <span className="flex shrink-0">{entry.icon}</span>
                        <span className="min-w-0">{entry.label}</span>
                        {count > 0 && (
                          <span
                            data-testid={`mc-badge-${key}`}
                            aria-label={t('badge_count', { 0: count })}
                            className="ml-auto min-w-[20px] rounded-full bg-hot-badge px-1.5 text-center text-[11px] leading-5 font-bold text-white"
                          >
                            {count > 99 ? '99+' : count}
                          </span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="min-h-0 flex-1 overflow-y-auto p-5 sm:p-6">
              {current && (
                <>
                  <h2 className="mb-5 text-xl font-bold">{current.label}</h2>
                  <current.Component />
                </>
              )}
            </div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
