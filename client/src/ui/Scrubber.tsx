import type { ChangeEvent } from 'react';
import './Scrubber.css';

export interface ScrubberProps {
  /** Names the control for screen readers. */
  label: string;
  /** Number of positions (e.g. months); position 0 is shown at the top. */
  count: number;
  /** The current position (0 = top). */
  index: number;
  /** Text of a position, announced as the value (`aria-valuetext`) and shown beside the thumb. */
  valueText: (index: number) => string;
  onChange: (index: number) => void;
  testId?: string;
}

/**
 * A vertical jump control (a native range input, so arrow keys, Page Up/Down, Home/End and dragging all work and
 * screen readers announce `aria-valuetext`). Up moves towards position 0 (the top).
 */
export function Scrubber({ label, count, index, valueText, onChange, testId }: ScrubberProps) {
  const max = Math.max(0, count - 1);
  const clamped = Math.min(Math.max(index, 0), max);
  // The range's value grows upwards, positions grow downwards.
  const value = max - clamped;
  const text = count > 0 ? valueText(clamped) : '';
  return (
    <div className="ui-scrubber">
      <input
        type="range"
        className="ui-scrubber__input"
        aria-label={label}
        aria-orientation="vertical"
        aria-valuetext={text}
        min={0}
        max={max}
        step={1}
        value={value}
        disabled={count < 2}
        data-testid={testId}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(max - Number(e.target.value))}
      />
      <output className="ui-scrubber__output" aria-hidden="true" style={{ top: `${max > 0 ? (clamped / max) * 100 : 0}%` }}>
        {text}
      </output>
    </div>
  );
}
