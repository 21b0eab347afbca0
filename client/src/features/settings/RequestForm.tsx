import type { FormEvent, ReactNode } from 'react';
import { Banner, Button } from '../../ui';
import type { RequestState } from '../../relay/requestState';

interface RequestFormProps {
  /** The form's accessible name. */
  label: string;
  /** The request's state (spec §4): the outcome shows above the fields. */
  state: RequestState<string>;
  onSubmit: (event: FormEvent) => void;
  /** What shows once the request finished. */
  success: string;
  /** A failure the fields do not show (null when there is none or the fields show it). */
  failure: string | null;
  /** The submit button's text, and its text while the request runs. */
  submit: { label: string; pendingLabel: string };
  /** What stands above the outcome (e.g. the current value). */
  intro?: ReactNode;
  /** The block class (`settings-form` by default); its `__actions` element holds the button. */
  className?: string;
  children: ReactNode;
}

/**
 * A settings form with a request (personal details, e-mail, company details, FTP callback): the outcome as a status
 * or an alert above the fields, the fields, and one submit button that is disabled while the request runs.
 */
export function RequestForm({ label, state, onSubmit, success, failure, submit, intro, className = 'settings-form', children }: RequestFormProps) {
  const isPending = state.status === 'InProgress';
  return (
    <form className={className} noValidate onSubmit={onSubmit} aria-label={label} data-request-state={state.status}>
      {intro}
      {state.status === 'Finished' ? (
        <Banner tone="info">
          <p>{success}</p>
        </Banner>
      ) : null}
      {state.status === 'Failed' && failure ? (
        <Banner tone="error">
          <p>{failure}</p>
        </Banner>
      ) : null}
      {children}
      <div className={`${className}__actions`}>
        <Button type="submit" variant="primary" isDisabled={isPending}>
          {isPending ? submit.pendingLabel : submit.label}
        </Button>
      </div>
    </form>
  );
}
