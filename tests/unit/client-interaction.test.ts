// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import interaction, { pressWaitMs } from '../../src/integrations/client-interaction.ts';

/** A sleeping island with a button inside, in the document; `load` records when it is called. */
function sleepingIsland(button = '<button type="button">Open</button>') {
  const island = document.createElement('astro-island');
  island.innerHTML = button;
  document.body.append(island);
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  return { island, button: island.querySelector('button')!, load, hydrate };
}

/** `load` held until the test lets it resolve: an island whose code is still on its way. */
function held() {
  const { promise, resolve } = Promise.withResolvers<void>();
  const hydrate = vi.fn(async () => {});
  return { load: vi.fn(async () => (await promise, hydrate)), hydrate, arrive: resolve };
}

/** The directive's options as Astro passes them for a bare `client:interaction` (its types say string). */
const bare = { name: 'interaction', value: true } as unknown as Parameters<typeof interaction>[1];

/** Runs frame callbacks and the tasks they queue: what a touch or a key waits for before waking. */
const nextFrameAndTask = () => vi.advanceTimersByTimeAsync(50);

describe('client:interaction', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.body.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('sleeps until the visitor reaches for the island', async () => {
    const { island, load } = sleepingIsland();
    interaction(load, bare, island);
    await nextFrameAndTask();
    expect(load).not.toHaveBeenCalled();
    island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('wakes as it attaches when the pointer already rests over it', async () => {
    const { island, load } = sleepingIsland();
    // jsdom has no pointer: the island answers `:hover` as a browser does under a resting pointer.
    const matches = island.matches.bind(island);
    vi.spyOn(island, 'matches').mockImplementation((selector) => selector === ':hover' || matches(selector));
    interaction(load, bare, island);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('wakes as it attaches when focus is already inside it, once the next frame is drawn', async () => {
    const { island, button, load } = sleepingIsland();
    button.focus();
    interaction(load, bare, island);
    expect(load).not.toHaveBeenCalled();
    await nextFrameAndTask();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('wakes on a touch only once its click has come and the next frame is drawn', async () => {
    const { island, button, load } = sleepingIsland();
    interaction(load, bare, island);
    // What a finger sends as it lands, in a browser's order: `pointerover` first, as for a mouse.
    for (const type of ['pointerover', 'pointerdown'])
      button.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch' }));
    button.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await nextFrameAndTask();
    // The tap's click, which the first response answers, comes a frame after the finger lifts:
    // nothing before it.
    button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
    await nextFrameAndTask();
    expect(load).not.toHaveBeenCalled();
    button.click();
    expect(load).not.toHaveBeenCalled();
    await nextFrameAndTask();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('wakes on a touch that makes no click (a scroll) once it is cancelled, or by pressWaitMs', async () => {
    const scrolled = sleepingIsland();
    interaction(scrolled.load, bare, scrolled.island);
    scrolled.button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    scrolled.button.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true, pointerType: 'touch' }));
    await nextFrameAndTask();
    expect(scrolled.load).toHaveBeenCalledTimes(1);

    const movedOff = sleepingIsland();
    interaction(movedOff.load, bare, movedOff.island);
    movedOff.button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    movedOff.button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
    await vi.advanceTimersByTimeAsync(pressWaitMs - 1);
    expect(movedOff.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await nextFrameAndTask();
    expect(movedOff.load).toHaveBeenCalledTimes(1);
  });

  it('wakes on a press held down once it has lasted pressWaitMs, and only once', async () => {
    const { island, button, load } = sleepingIsland();
    interaction(load, bare, island);
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    await vi.advanceTimersByTimeAsync(pressWaitMs - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await nextFrameAndTask();
    expect(load).toHaveBeenCalledTimes(1);
    button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
    await nextFrameAndTask();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('wakes once, whatever reaches for it after', async () => {
    const { island, button, load } = sleepingIsland();
    button.focus();
    interaction(load, bare, island);
    island.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    island.dispatchEvent(new Event('keydown', { bubbles: true }));
    await nextFrameAndTask();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never presses a button again once its island has woken: each tap is answered once, where it lands', async () => {
    // The theme toggle's button sits in its island, and the <head> script answers its every tap.
    const { island, button } = sleepingIsland('<button type="button">Change theme color</button>');
    const { load, hydrate, arrive } = held();
    let presses = 0;
    button.addEventListener('click', () => presses++);
    interaction(load, bare, island);
    island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    button.click();
    arrive();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(50);
    expect(presses).toBe(1);
  });

  it('wakes, with `visible`, once the visitor has scrolled and the island shows, not before', async () => {
    const observed: Element[] = [];
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    try {
      const { island, load } = sleepingIsland();
      interaction(
        load,
        { name: 'interaction', value: 'visible' } as unknown as Parameters<typeof interaction>[1],
        island,
      );
      expect(observed, 'nothing is watched before the visitor scrolls').toEqual([]);
      window.dispatchEvent(new Event('scroll'));
      expect(observed).toEqual([island.firstElementChild]);
      notify([{ isIntersecting: false }]);
      await nextFrameAndTask();
      expect(load).not.toHaveBeenCalled();
      notify([{ isIntersecting: true }]);
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
