import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ChangeEmailPageQuery } from '../../../__generated__/ChangeEmailPageQuery.graphql';
import { useBrand } from '../../../brand/BrandContext';
import { TextField } from '../../../ui';
import { useRequestEmailChangeMutation, type EmailChangeFailure } from '../mutations/useRequestEmailChangeMutation';
import { RequestForm } from '../RequestForm';
import { useRequest } from '../../../relay/requestState';
import { CONSUMER_SETTINGS, type SettingsArea } from '../settingsArea';
import { SettingsError, SettingsScreen } from '../SettingsScreen';
import { useScreenData } from '../../../app/screen';
import type * as changeEmailScreen from './changeEmailScreen';

export const changeEmailPageQuery = graphql`
  query ChangeEmailPageQuery @preloadable {
    viewer {
      email
    }
  }
`;

const m = defineMessages({
  form: { id: 'settings.email.form', defaultMessage: 'New e-mail address' },
  intro: {
    id: 'settings.email.intro',
    defaultMessage: 'We will send a confirmation link to your new e-mail address. Your address changes once you open it.',
  },
  newEmail: { id: 'settings.email.newEmail', defaultMessage: 'New e-mail address' },
  send: { id: 'settings.email.send', defaultMessage: 'Send confirmation e-mail' },
  sending: { id: 'settings.email.sending', defaultMessage: 'Sending…' },
  INVALID_INPUT: { id: 'settings.email.invalid', defaultMessage: 'Please enter a valid e-mail address' },
  EMAIL_IN_USE: { id: 'settings.email.inUse', defaultMessage: 'This e-mail address is already in use.' },
  TOO_MANY_REQUESTS: {
    id: 'settings.email.tooMany',
    defaultMessage: 'You have requested too many changes. Please try again later.',
  },
  current: { id: 'settings.email.current', defaultMessage: 'Your current e-mail address:' },
  UNEXPECTED: { id: 'settings.email.failed', defaultMessage: 'The confirmation e-mail could not be sent. Please try again.' },
});

const mv = defineMessages<{ sent: { email: string } }>({
  sent: { id: 'settings.email.sent', defaultMessage: 'We sent a confirmation link to {email}. Open it to finish the change.' },
});

/** A plausible e-mail address (the service decides; this only spares a request for an obvious typo). */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The failures shown on the field rather than above the form. */
const ON_FIELD: ReadonlyArray<EmailChangeFailure | 'UNEXPECTED'> = ['INVALID_INPUT', 'EMAIL_IN_USE'];

function ChangeEmailForm({ queryRef }: { queryRef: PreloadedQuery<ChangeEmailPageQuery> }) {
  const intl = useIntl();
  const brand = useBrand();
  const { viewer } = usePreloadedQuery<ChangeEmailPageQuery>(changeEmailPageQuery, queryRef);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const requestChange = useRequestEmailChangeMutation();
  const request = useRequest<EmailChangeFailure>();
  const { state } = request;
  if (viewer.email == null) return <SettingsError />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const value = email.trim();
    if (!looksLikeEmail(value)) {
      setInvalid(true);
      return;
    }
    setSentTo(value);
    void request.run(() => requestChange(value, brand.channel));
  };
  const failure = state.status === 'Failed' ? state.failure : null;
  const fieldError = invalid ? m.INVALID_INPUT : failure && ON_FIELD.includes(failure) ? m[failure] : null;
  return (
    <RequestForm
      label={intl.formatMessage(m.form)}
      state={state}
      onSubmit={submit}
      success={intl.formatMessage(mv.sent, { email: sentTo })}
      failure={failure && !ON_FIELD.includes(failure) ? intl.formatMessage(m[failure]) : null}
      submit={{ label: intl.formatMessage(m.send), pendingLabel: intl.formatMessage(m.sending) }}
      intro={
        <>
          <p className="settings-current" data-testid="current-email">
            {intl.formatMessage(m.current)} <strong>{viewer.email}</strong>
          </p>
          <p className="settings-current">{intl.formatMessage(m.intro)}</p>
        </>
      }
    >
      <TextField
        validationBehavior="aria"
        label={intl.formatMessage(m.newEmail)}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setInvalid(false);
          request.edit('email');
          if (failure && ON_FIELD.includes(failure)) request.reset();
        }}
        isDisabled={request.isPending}
        errorMessage={fieldError ? intl.formatMessage(fieldError) : null}
      />
    </RequestForm>
  );
}

/**
 * '/settings/email' (or '/settings/b2b/email') — 'Change email address': a confirmation link to the new address (spec
 * §8's failures).
 */
export function ChangeEmailPage({ area = CONSUMER_SETTINGS }: { area?: SettingsArea }) {
  const queryRef = useScreenData<typeof changeEmailScreen>();
  return (
    <SettingsScreen route={area.changeEmail}>
      <ChangeEmailForm queryRef={queryRef} />
    </SettingsScreen>
  );
}
