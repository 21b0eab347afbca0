import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CallbackFormat, FtpCallbackForm_integration$key } from '../../../__generated__/FtpCallbackForm_integration.graphql';
import { fieldErrorMap } from '../../../relay/fieldErrors';
import { Radio, RadioGroup, TextField } from '../../../ui';
import { RequestForm } from '../../settings/RequestForm';
import { fieldErrorsOf, useRequest } from '../../../relay/requestState';
import { useUpdateFtpIntegrationMutation, type FtpIntegrationFailure } from './useUpdateFtpIntegrationMutation';

const m = defineMessages({
  title: { id: 'business.ftp.callback.title', defaultMessage: 'Order status callbacks' },
  urlInvalid: { id: 'business.ftp.callback.urlInvalid', defaultMessage: 'Please enter a secure (https) URL' },
  formatRequired: { id: 'business.ftp.callback.formatRequired', defaultMessage: 'Please choose a format' },
  text: {
    id: 'business.ftp.callback.text',
    defaultMessage: 'We post every change of an order’s status to your callback URL, in the format you choose. Leave the URL empty to receive no callbacks.',
  },
  form: { id: 'business.ftp.callback.form', defaultMessage: 'Callback settings' },
  url: { id: 'business.ftp.callback.url', defaultMessage: 'Callback URL' },
  urlHint: { id: 'business.ftp.callback.urlHint', defaultMessage: 'A secure address starting with https://' },
  format: { id: 'business.ftp.callback.format', defaultMessage: 'Callback format' },
  JSON: { id: 'business.ftp.callback.format.json', defaultMessage: 'JSON' },
  XML: { id: 'business.ftp.callback.format.xml', defaultMessage: 'XML' },
  CSV: { id: 'business.ftp.callback.format.csv', defaultMessage: 'CSV' },
  save: { id: 'business.ftp.callback.save', defaultMessage: 'Save' },
  saving: { id: 'business.ftp.callback.saving', defaultMessage: 'Saving…' },
  saved: { id: 'business.ftp.callback.saved', defaultMessage: 'Your callback settings have been saved.' },
  INVALID_INPUT: { id: 'business.ftp.callback.failed', defaultMessage: 'Your callback settings could not be saved. Please try again.' },
  FORBIDDEN: {
    id: 'business.ftp.callback.forbidden',
    defaultMessage: 'Only a business account can receive order status callbacks. Please contact customer care.',
  },
});

const FORMATS = ['JSON', 'XML', 'CSV'] as const;

/** The callback URL and format: saved together; the service's message shows on each refused field. */
export function FtpCallbackForm({ integration: key }: { integration: FtpCallbackForm_integration$key }) {
  const intl = useIntl();
  const headingId = useId();
  const integration = useFragment(
    graphql`
      fragment FtpCallbackForm_integration on FtpIntegration {
        callbackUrl
        callbackFormat
      }
    `,
    key,
  );
  const [url, setUrl] = useState(integration.callbackUrl ?? '');
  const [format, setFormat] = useState<CallbackFormat | null>(integration.callbackFormat ?? null);
  const save = useUpdateFtpIntegrationMutation();
  const request = useRequest<FtpIntegrationFailure>();
  const { state } = request;
  const errors = fieldErrorMap(fieldErrorsOf(state), {
    callbackUrl: intl.formatMessage(m.urlInvalid),
    callbackFormat: intl.formatMessage(m.formatRequired),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    void request.run(() => save({ callbackUrl: url.trim() || null, callbackFormat: format }));
  };
  const failure = state.status === 'Failed' && (state.failure !== 'INVALID_INPUT' || state.fieldErrors.length === 0) ? state.failure : null;
  return (
    <section className="ftp-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="ftp-section__title">
        {intl.formatMessage(m.title)}
      </h2>
      <p className="ftp-section__text">{intl.formatMessage(m.text)}</p>
      <RequestForm
        className="ftp-form"
        label={intl.formatMessage(m.form)}
        state={state}
        onSubmit={submit}
        success={intl.formatMessage(m.saved)}
        failure={failure ? intl.formatMessage(failure === 'FORBIDDEN' ? m.FORBIDDEN : m.INVALID_INPUT) : null}
        submit={{ label: intl.formatMessage(m.save), pendingLabel: intl.formatMessage(m.saving) }}
      >
        <TextField
          validationBehavior="aria"
          label={intl.formatMessage(m.url)}
          description={intl.formatMessage(m.urlHint)}
          name="callbackUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          value={url}
          onChange={(value) => {
            setUrl(value);
            request.edit('callbackUrl');
          }}
          isDisabled={request.isPending}
          errorMessage={errors.callbackUrl ?? null}
        />
        <div className={errors.callbackFormat ? 'ftp-form__choice ftp-form__choice--invalid' : 'ftp-form__choice'}>
          <RadioGroup
            label={intl.formatMessage(m.format)}
            value={format}
            onChange={(value) => {
              setFormat(value as CallbackFormat);
              request.edit('callbackFormat');
            }}
            testId="ftp-callback-format"
          >
            {FORMATS.map((value) => (
              <Radio key={value} value={value}>
                {intl.formatMessage(m[value])}
              </Radio>
            ))}
          </RadioGroup>
          {errors.callbackFormat ? (
            // The ui RadioGroup takes no error message: the refusal is announced when it appears, under the group.
            <p role="alert" className="ftp-form__error">
              {errors.callbackFormat}
            </p>
          ) : null}
        </div>
      </RequestForm>
    </section>
  );
}
