import type { ChatMessage } from '@jade/contract/chat';

/** A message of the open dialog: a stored one, or one of the player's still being sent (or failed). */
export interface ThreadMessage extends ChatMessage {
  /** Local messages only: their own key until the server answers with the stored one. */
  localId?: string;
  state?: 'sending' | 'failed';
}

/**
 * Merges stored messages into the thread: by id (a message arriving twice, from the send answer and
 * the stream, is kept once), oldest first; local messages still pending stay at the end. A new
 * message of the player's that arrives (from the stream) before its send has answered replaces the
 * oldest pending local message with its text, so it never shows twice.
 */
export function mergeMessages(
  current: readonly ThreadMessage[],
  incoming: readonly ChatMessage[],
): ThreadMessage[] {
  const stored = new Map<number, ThreadMessage>();
  let local: ThreadMessage[] = [];
  let newestStored = 0;
  for (const m of current) {
    if (m.localId) local.push(m);
    else {
      stored.set(m.id, m);
      newestStored = Math.max(newestStored, m.id);
    }
  }
  for (const m of incoming) {
    if (m.sender === 'player' && m.id > newestStored && !stored.has(m.id)) {
      const echo = local.find((l) => l.state === 'sending' && l.text === m.text);
      if (echo) local = local.filter((l) => l !== echo);
    }
    stored.set(m.id, m);
  }
  return [...[...stored.values()].sort((a, b) => a.id - b.id), ...local];
}

/** The newest message of customer service (what marking read covers), or 0. */
export function newestFromDesk(messages: readonly ThreadMessage[]): number {
  let newest = 0;
  for (const m of messages) if (!m.localId && m.sender !== 'player' && m.id > newest) newest = m.id;
  return newest;
}

/** Whether two messages belong to one group (same side, within five minutes): one time stamp per group. */
export function sameGroup(a: ThreadMessage | undefined, b: ThreadMessage | undefined): boolean {
  return !!a && !!b && a.sender === b.sender && Math.abs(b.at - a.at) < 5 * 60_000;
}
