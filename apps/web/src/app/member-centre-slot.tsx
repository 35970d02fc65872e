import { useTranslation } from '../lib/use-translation';
import { MemberCentrePanel } from '../features/member-centre/member-centre-panel';
import { useSessionStore } from '../stores/session-store';
import { memberCentreRegistry } from './member-centre-pages';

/** The member-centre panel with the pages registered so far (its own chunk, loaded on first open). */
export function MemberCentreSlot(props: Omit<Parameters<typeof MemberCentrePanel>[0], 'registry'>) {
  const { t } = useTranslation();
  const memberType = useSessionStore((s) => s.memberType);
  const toUpline = useSessionStore((s) => s.memberInfo?.toUpline);
  return <MemberCentrePanel {...props} registry={memberCentreRegistry(t, { memberType, toUpline })} />;
}
