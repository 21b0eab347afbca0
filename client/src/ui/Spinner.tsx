import './Spinner.css';

/**
 * An indeterminate progress indicator with an accessible label: a progressbar without a value, which is all
 * react-aria's ProgressBar renders for it (so the shell's loading state needs no script beyond React).
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} className="ui-spinner">
      <span className="ui-spinner__circle" aria-hidden="true" />
    </div>
  );
}
