import { describe, expect, it, vi } from 'vitest';
import { clampOffset, createModalController, enterTriggersDefault, runGuard } from './modal-controller';

describe('runGuard', () => {
  it('allows by default and cancels only on false, a promise of false, or an error', async () => {
    expect(await runGuard(undefined)).toBe(true);
    expect(await runGuard(() => undefined)).toBe(true);
    expect(await runGuard(() => true)).toBe(true);
    expect(await runGuard(() => false)).toBe(false);
    expect(await runGuard(() => Promise.resolve(false))).toBe(false);
    expect(await runGuard(() => Promise.resolve(true))).toBe(true);
    expect(
      await runGuard(() => {
        throw new Error('x');
      }),
    ).toBe(false);
    expect(await runGuard(() => Promise.reject(new Error('x')))).toBe(false);
  });
});

describe('modal controller', () => {
  it('opens and closes when the guards allow it', async () => {
    const onChange = vi.fn();
    const c = createModalController();
    expect(await c.requestOpen({ onChange })).toBe(true);
    expect(c.visible).toBe(true);
    expect(await c.requestClose({ onChange })).toBe(true);
    expect(c.visible).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('lets a before-open handler cancel opening', async () => {
    const onChange = vi.fn();
    const c = createModalController();
    expect(await c.requestOpen({ beforeOpen: () => false, onChange })).toBe(false);
    expect(c.visible).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets an async before-close handler cancel closing', async () => {
    const onChange = vi.fn();
    let allow = false;
    const opts = { beforeClose: async () => allow, onChange };
    const c = createModalController();
    await c.requestOpen(opts);
    expect(await c.requestClose(opts)).toBe(false);
    expect(c.visible).toBe(true);
    allow = true;
    expect(await c.requestClose(opts)).toBe(true);
    expect(c.visible).toBe(false);
  });

  it('ignores requests while a guard is pending', async () => {
    let release: (v: boolean) => void = () => {};
    const beforeClose = vi.fn(() => new Promise<boolean>((r) => (release = r)));
    const onChange = vi.fn();
    const c = createModalController();
    await c.requestOpen({ beforeClose, onChange });
    const first = c.requestClose({ beforeClose, onChange });
    expect(c.pending).toBe(true);
    expect(await c.requestClose({ beforeClose, onChange })).toBe(false);
    release(true);
    expect(await first).toBe(true);
    expect(beforeClose).toHaveBeenCalledTimes(1);
  });

  it('applies the handlers given with each request', async () => {
    const c = createModalController();
    expect(await c.requestOpen({ beforeOpen: () => false, onChange: () => {} })).toBe(false);
    expect(await c.requestOpen({ beforeOpen: () => true, onChange: () => {} })).toBe(true);
    c.sync(false);
    expect(c.visible).toBe(false);
  });
});

describe('clampOffset', () => {
  const viewport = { width: 1000, height: 800 };
  const size = { width: 600, height: 300 };
  it('keeps the modal inside the viewport', () => {
    expect(clampOffset({ x: 50, y: -30 }, size, viewport)).toEqual({ x: 50, y: -30 });
    expect(clampOffset({ x: 900, y: 900 }, size, viewport)).toEqual({ x: 200, y: 250 });
    expect(clampOffset({ x: -900, y: -900 }, size, viewport)).toEqual({ x: -200, y: -250 });
  });
  it('does not move a modal wider than the viewport', () => {
    expect(clampOffset({ x: 40, y: 10 }, { width: 1200, height: 300 }, viewport)).toEqual({ x: 0, y: 10 });
  });
});

describe('enterTriggersDefault', () => {
  it('skips elements where Enter has its own meaning', () => {
    expect(enterTriggersDefault({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(enterTriggersDefault({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(false);
    expect(enterTriggersDefault({ tagName: 'BUTTON' } as unknown as EventTarget)).toBe(false);
    expect(enterTriggersDefault({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(
      false,
    );
    expect(enterTriggersDefault(null)).toBe(true);
  });
});
