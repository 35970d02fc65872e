import { useTranslation } from '../lib/use-translation';
import { MemberCentrePanel } from '../features/member-centre/member-centre-panel';
import { useModalStore } from '../stores/modal-store';
import { useSessionStore } from '../stores/session-store';
import { memberCentreRegistry } from './member-centre-pages';

/** The member-centre panel with the pages registered so far (its own chunk, loaded on first open). */
export function MemberCentreSlot(
  props: Omit<Parameters<typeof MemberCentrePanel>[0], 'registry' | 'request'>,
) {
  const { t } = useTranslation();
  // A new entry for each openMemberCentre(page), also while the centre is open (a page's link to another).
  const request = useModalStore((s) => s.stack.find((m) => m.name === 'memberCentre'));
  const memberType = useSessionStore((s) => s.memberType);
  const toUpline = useSessionStore((s) => s.memberInfo?.toUpline);
  return (
    <MemberCentrePanel
      {...props}
      request={request}
      registry={memberCentreRegistry(t, { memberType, toUpline })}
    />
  );
}
