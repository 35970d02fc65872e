import { describe, expect, it } from 'vitest';
import { useModalStore } from './modal-store';

describe('modal store', () => {
  it('opens named modals on top, once each, and closes them', () => {
    const store = useModalStore.getState();
    store.open('region');
    store.open('login', { tab: 'sms' });
    store.open('region');
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['login', 'region']);
    expect(useModalStore.getState().isOpen('login')).toBe(true);
    expect(useModalStore.getState().stack[0]?.props).toEqual({ tab: 'sms' });
    store.close('login');
    expect(useModalStore.getState().isOpen('login')).toBe(false);
    store.closeAll();
    expect(useModalStore.getState().stack).toEqual([]);
  });
});
