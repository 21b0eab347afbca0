import { act, fireEvent, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../test/relay';
import { usePhotoGridKeyboard } from './photoGridKeyboard';

const COLUMNS = 3;
const TILE = 100;

/** A grid of `count` photo tiles, three a row (jsdom has no layout: each tile reports its place from its index). */
function Grid({ count, onOpen }: { count: number; onOpen?: (id: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  usePhotoGridKeyboard(ref);
  return (
    <div>
      <button type="button">Before</button>
      <div ref={ref}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            data-grid-item
            data-photo-id={`p${i}`}
            tabIndex={-1}
            aria-label={`photo ${i}`}
            onClick={() => onOpen?.(`p${i}`)}
            ref={(el) => {
              if (!el) return;
              const top = Math.floor(i / COLUMNS) * TILE;
              const left = (i % COLUMNS) * TILE;
              el.getBoundingClientRect = () => ({ top, left, bottom: top + TILE, right: left + TILE, width: TILE, height: TILE, x: left, y: top, toJSON: () => ({}) });
            }}
          />
        ))}
      </div>
      <button type="button">After</button>
    </div>
  );
}

const renderGrid = (count = 8, onOpen?: (id: string) => void) => renderWithRelay(<Grid count={count} onOpen={onOpen} />);
const tile = (i: number) => screen.getByRole('button', { name: `photo ${i}` });
const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.activeElement!, { key, ...init });

describe('usePhotoGridKeyboard', () => {
  it('makes the grid one tab stop: Tab gives the first photo the stop, and the stop follows the focus', () => {
    renderGrid();
    expect(document.querySelectorAll('[data-grid-item][tabindex="0"]')).toHaveLength(0);
    act(() => screen.getByRole('button', { name: 'Before' }).focus());
    press('Tab');
    expect(tile(0)).toHaveAttribute('tabindex', '0');
    act(() => tile(0).focus());
    press('ArrowRight');
    expect(tile(1)).toHaveFocus();
    expect(tile(1)).toHaveAttribute('tabindex', '0');
    expect(document.querySelectorAll('[data-grid-item][tabindex="0"]')).toHaveLength(1);
  });

  it('moves with the arrows, a row with up and down, to the row ends with Home and End, to the grid ends with Ctrl', () => {
    renderGrid();
    act(() => tile(4).focus());
    press('ArrowLeft');
    expect(tile(3)).toHaveFocus();
    press('ArrowUp');
    expect(tile(0)).toHaveFocus();
    press('ArrowUp'); // first row: stays
    expect(tile(0)).toHaveFocus();
    press('ArrowDown');
    press('ArrowDown');
    expect(tile(6)).toHaveFocus();
    press('End');
    expect(tile(7)).toHaveFocus(); // the last row is short
    press('Home');
    expect(tile(6)).toHaveFocus();
    press('Home', { ctrlKey: true });
    expect(tile(0)).toHaveFocus();
    press('End', { ctrlKey: true });
    expect(tile(7)).toHaveFocus();
    press('ArrowRight'); // the last photo: stays
    expect(tile(7)).toHaveFocus();
  });

  it('leaves other keys to the tile (Enter opens it)', () => {
    const opened: string[] = [];
    renderGrid(8, (id) => opened.push(id));
    act(() => tile(2).focus());
    const event = fireEvent.keyDown(tile(2), { key: 'Enter' });
    expect(event).toBe(true); // not prevented
    fireEvent.click(tile(2));
    expect(opened).toEqual(['p2']);
  });

  it('gives the focus back to the photo opened when the list comes back (from its preview)', () => {
    const first = renderGrid();
    act(() => tile(5).focus());
    fireEvent.click(tile(5));
    first.unmount(); // the preview replaces the list
    expect(document.activeElement).toBe(document.body);

    renderGrid();
    expect(tile(5)).toHaveFocus();
    expect(tile(5)).toHaveAttribute('tabindex', '0');
  });

  it('does not take the focus back when the list comes back for another reason', () => {
    const first = renderGrid();
    first.unmount();
    renderGrid();
    expect(document.activeElement).toBe(document.body);
  });
});
