import './ProgressBar.css';

export interface ProgressBarProps {
  /** What is progressing (the accessible name). */
  label: string;
  /** Progress so far, out of `maxValue`; null while it is not known yet (indeterminate: no track is drawn). */
  value: number | null;
  maxValue?: number;
  /** Announced and (with `showValue`) shown value, e.g. '12 of 40 photos', or what is happening while indeterminate. */
  valueText?: string;
  showValue?: boolean;
  className?: string;
  testId?: string;
}

/**
 * A progress bar: the ARIA progressbar (name, value, value text) with a filled track, and optionally its value text.
 * Plain markup, like the Spinner: nothing to compute but the percentage.
 */
export function ProgressBar({ label, value, maxValue = 100, valueText, showValue, className, testId }: ProgressBarProps) {
  const now = value == null ? null : Math.min(Math.max(value, 0), maxValue);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={now == null ? undefined : 0}
      aria-valuemax={now == null ? undefined : maxValue}
      aria-valuenow={now ?? undefined}
      aria-valuetext={valueText}
      className={['ui-progress', className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      {showValue && valueText ? <span className="ui-progress__value">{valueText}</span> : null}
      {now == null ? null : (
        <span className="ui-progress__track" aria-hidden="true">
          <span className="ui-progress__fill" style={{ width: `${maxValue > 0 ? (now / maxValue) * 100 : 0}%` }} />
        </span>
      )}
    </div>
  );
}
