import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { MessageKey } from '@jade/i18n/format';
import type { ModuleId } from '@jade/contract/module-ids';
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from '../../lib/centres';
import { cn } from '../../lib/cn';
import { useSiteStore } from '../../stores/site-store';
import { Modal } from '../../ui/modal/modal';
import { PageLoading } from './page-states';

/** A page of the agent centre (wire reference §2.7), registered by the feature that builds it. */
export interface AgentCentreEntry {
  /** The page's i18n key from wire reference §2.7. */
  label: MessageKey;
  icon: ReactNode;
  /** Usually a lazy component: each page is its own chunk, loaded when first opened. */
  Component: ComponentType;
  /** The module switch that must be on for the entry to show (the four contract pages). */
  module?: ModuleId;
}
export type AgentCentreRegistry = Record<AgentCentrePage, AgentCentreEntry>;

/** The entries the brand shows: every page whose module switch (if any) is on, in menu order. */
export function visibleAgentPages(
  registry: AgentCentreRegistry,
  flags: Record<string, boolean>,
): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((key) => {
    const module = registry[key].module;
    return !module || flags[module] === true;
  });
}

/** The agent centre (spec §2): a modal with a left menu, one active page, a close button. */
export function AgentCentreModal({
  open,
  onOpenChange,
  page,
  registry,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  page?: AgentCentrePage;
  registry: AgentCentreRegistry;
}) {
  const { t } = useTranslation();
  const flags = useSiteStore((s) => s.flags);
  const entries = visibleAgentPages(registry, flags);
  const [chosen, setChosen] = useState<AgentCentrePage | undefined>(page);
  const active = chosen && entries.includes(chosen) ? chosen : entries[0];
  const current = active ? registry[active] : undefined;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('agent_center')}
      width={1040}
      minHeight={600}
      testId="agent-centre"
      bodyClassName="p-0 flex max-md:flex-col"
    >
      <nav
        aria-label={t('agent_center')}
        className="shrink-0 border-line bg-surface-2 p-3 md:w-[236px] md:border-r max-md:border-b"
      >
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {entries.map((key) => (
            <li key={key}>
              <button
                type="button"
                aria-current={key === active ? 'page' : undefined}
                data-testid={`ac-entry-${key}`}
                onClick={() => setChosen(key)}
                className={cn(
                  'flex h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition',
                  key === active
                    ? 'bg-brand text-on-brand shadow-card'
                    : 'text-muted hover:bg-surface-3 hover:text-fg',
                )}
              >
                <span className="shrink-0">{registry[key].icon}</span>
                <span className="md:truncate">{t(registry[key].label)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-h-0 min-w-0 flex-1 overflow-y-auto bg-bg p-4 sm:p-5" data-testid="ac-page">
        {current && active && (
          <>
            <h2 className="mb-4 text-lg font-bold" data-testid="ac-page-title">
              {t(current.label)}
            </h2>
            <Suspense fallback={<PageLoading />}>
              <current.Component key={active} />
            </Suspense>
          </>
        )}
      </div>
    </Modal>
  );
}
