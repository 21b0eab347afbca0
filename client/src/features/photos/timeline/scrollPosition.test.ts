import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasScrollPosition, restoreScrollPosition, saveScrollPosition } from './scrollPosition';

// A page that can scroll to `maxY` at most (shorter than the saved position when a photo was deleted meanwhile).
let maxY = 0;
let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const pending = frames;
  frames = [];
  pending.forEach((callback) => callback(0));
};

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    window.scrollY = Math.min(y, maxY);
  }) as typeof window.scrollTo);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
    frames = [];
  });
  window.scrollY = 0;
});

describe('restoreScrollPosition', () => {
  it('restores the saved position and forgets it', () => {
    maxY = 5000;
    saveScrollPosition(undefined, [0, 1200]);
    restoreScrollPosition();
    expect(window.scrollY).toBe(1200);
    expect(frames).toHaveLength(0);
    expect(hasScrollPosition()).toBe(false);
  });

  it('keeps trying while the page grows to the saved height', () => {
    maxY = 800;
    saveScrollPosition(undefined, [0, 1200]);
    restoreScrollPosition();
    expect(window.scrollY).toBe(800);
    maxY = 5000;
    nextFrame();
    expect(window.scrollY).toBe(1200);
  });

  it('stops once the customer scrolls, instead of pulling the page back', () => {
    maxY = 800;
    saveScrollPosition(undefined, [0, 1200]);
    const stop = restoreScrollPosition();
    window.scrollY = 0; // scrolled to the top (to press Select)
    maxY = 5000;
    nextFrame();
    nextFrame();
    expect(window.scrollY).toBe(0);
    expect(frames).toHaveLength(0);
    stop();
    expect(hasScrollPosition()).toBe(false); // not handed back either
  });

  it('hands the position back if the list unmounts before it got there', () => {
    maxY = 800;
    saveScrollPosition(undefined, [0, 1200]);
    restoreScrollPosition()();
    expect(hasScrollPosition()).toBe(true);
  });
});
