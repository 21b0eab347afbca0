import { ProgressBar } from 'react-aria-components';
import './Spinner.css';

/** An indeterminate progress indicator with an accessible label. */
export function Spinner({ label }: { label: string }) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className="ui-spinner">
      <span className="ui-spinner__circle" aria-hidden="true" />
    </ProgressBar>
  );
}
