import { describe, expect, it } from 'vitest';
import { mergeMessages, newestFromDesk, sameGroup, type ThreadMessage } from './conversation';
import { backoffMs } from '../../api/chat/event-stream';

const msg = (id: number, sender: ThreadMessage['sender'] = 'player', at = id * 1000): ThreadMessage => ({
  id,
  conversationId: 1,
  sender,
  text: `m${id}`,
  at,
});

describe('live chat thread', () => {
  it('merges by id, oldest first, keeping pending local messages last', () => {
    const pending: ThreadMessage = { ...msg(0), localId: 'a', state: 'sending' };
    const merged = mergeMessages([msg(3), pending, msg(1)], [msg(2), msg(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 0]);
    expect(merged.at(-1)?.localId).toBe('a');
  });

  it("shows a sent message once when the stream brings it before the send's answer", () => {
    const pending: ThreadMessage = { ...msg(0), text: 'hello', localId: 'a', state: 'sending' };
    const echoed = mergeMessages([msg(3), pending], [{ ...msg(7), text: 'hello' }]);
    expect(echoed.map((m) => [m.id, m.text])).toEqual([
      [3, 'm3'],
      [7, 'hello'],
    ]);
    // The send's answer then merges the same message: still once.
    expect(mergeMessages(echoed, [{ ...msg(7), text: 'hello' }])).toHaveLength(2);
    // An older message with the same words (history) leaves the pending one alone.
    const history = mergeMessages([msg(9), pending], [{ ...msg(5), text: 'hello' }]);
    expect(history.at(-1)?.localId).toBe('a');
    // So do the desk's messages.
    expect(mergeMessages([pending], [{ ...msg(8, 'operator'), text: 'hello' }]).at(-1)?.localId).toBe('a');
  });

  it("finds the newest of customer service's messages", () => {
    expect(newestFromDesk([msg(1, 'operator'), msg(5, 'player'), msg(4, 'system')])).toBe(4);
    expect(newestFromDesk([msg(2, 'player')])).toBe(0);
  });

  it('groups messages of one side within five minutes', () => {
    expect(sameGroup(msg(1), msg(2))).toBe(true);
    expect(sameGroup(msg(1), msg(2, 'operator'))).toBe(false);
    expect(sameGroup(msg(1, 'player', 0), msg(2, 'player', 6 * 60_000))).toBe(false);
  });

  it('backs off 1, 2, 4… seconds up to 30, with jitter', () => {
    expect(backoffMs(0, () => 0.5)).toBe(1000);
    expect(backoffMs(2, () => 0.5)).toBe(4000);
    expect(backoffMs(10, () => 0.5)).toBe(30_000);
    expect(backoffMs(0, () => 0)).toBe(700);
    expect(backoffMs(0, () => 1)).toBe(1300);
  });
});
