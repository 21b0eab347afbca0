import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import './ProgressBar.css';

export interface ProgressBarProps {
  /** What is progressing (the accessible name). */
  label: string;
  /** Progress so far, out of `maxValue`. */
  value: number;
  maxValue?: number;
  /** Announced and (with `showValue`) shown value, e.g. '12 of 40 photos'. */
  valueText?: string;
  showValue?: boolean;
  className?: string;
  testId?: string;
}

/** A determinate progress bar: an accessible progressbar with a filled track (and optionally its value text). */
export function ProgressBar({ label, value, maxValue = 100, valueText, showValue, className, testId }: ProgressBarProps) {
  return (
    <AriaProgressBar
      aria-label={label}
      value={value}
      minValue={0}
      maxValue={maxValue}
      valueLabel={valueText}
      className={['ui-progress', className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      {({ percentage, valueText: text }) => (
        <>
          {showValue ? <span className="ui-progress__value">{text}</span> : null}
          <span className="ui-progress__track" aria-hidden="true">
            <span className="ui-progress__fill" style={{ width: `${percentage ?? 0}%` }} />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
