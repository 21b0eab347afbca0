import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PersonalDetailsPageQuery } from '../../../__generated__/PersonalDetailsPageQuery.graphql';
import { fieldErrorMap } from '../../../relay/fieldErrors';
import { TextField } from '../../../ui';
import { useUpdatePersonalDetailsMutation } from '../mutations/useUpdatePersonalDetailsMutation';
import { RequestForm } from '../RequestForm';
import { fieldErrorsOf, useRequest } from '../../../relay/requestState';
import { SettingsError, SettingsScreen } from '../SettingsScreen';
import { useScreenData } from '../../../app/screen';
import type * as personalDetailsScreen from './personalDetailsScreen';

export const personalDetailsPageQuery = graphql`
  query PersonalDetailsPageQuery @preloadable {
    viewer {
      firstName
      lastName
    }
  }
`;

const m = defineMessages({
  form: { id: 'settings.personal.form', defaultMessage: 'Personal details' },
  firstName: { id: 'settings.personal.firstName', defaultMessage: 'First name' },
  lastName: { id: 'settings.personal.lastName', defaultMessage: 'Last name' },
  required: { id: 'settings.personal.required', defaultMessage: 'Please fill in this field' },
  firstNameInvalid: { id: 'settings.personal.firstNameInvalid', defaultMessage: 'First name must be valid' },
  lastNameInvalid: { id: 'settings.personal.lastNameInvalid', defaultMessage: 'Last name must be valid' },
  save: { id: 'settings.personal.save', defaultMessage: 'Save' },
  saving: { id: 'settings.personal.saving', defaultMessage: 'Saving…' },
  saved: { id: 'settings.personal.saved', defaultMessage: 'Your details have been saved.' },
  failed: { id: 'settings.personal.failed', defaultMessage: 'Your details could not be saved. Please try again.' },
});

type Field = 'firstName' | 'lastName';

function PersonalDetailsForm({ queryRef }: { queryRef: PreloadedQuery<PersonalDetailsPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<PersonalDetailsPageQuery>(personalDetailsPageQuery, queryRef);
  const [values, setValues] = useState({ firstName: viewer.firstName ?? '', lastName: viewer.lastName ?? '' });
  const [missing, setMissing] = useState<Field[]>([]);
  const save = useUpdatePersonalDetailsMutation();
  const request = useRequest<'INVALID_INPUT'>();
  const { state } = request;
  if (viewer.firstName == null && viewer.lastName == null) return <SettingsError />;

  // A blank name is caught here first ('required'), so a name the service refuses is one that is not valid.
  const errors = fieldErrorMap(fieldErrorsOf(state), {
    firstName: intl.formatMessage(m.firstNameInvalid),
    lastName: intl.formatMessage(m.lastNameInvalid),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const empty = (['firstName', 'lastName'] as const).filter((field) => !values[field].trim());
    setMissing(empty);
    if (empty.length > 0) return;
    void request.run(() => save({ firstName: values.firstName.trim(), lastName: values.lastName.trim() }));
  };
  const field = (name: Field, autoComplete: string) => (
    <TextField
      validationBehavior="aria"
      label={intl.formatMessage(m[name])}
      name={name}
      value={values[name]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setMissing((current) => current.filter((f) => f !== name));
        request.edit(name);
      }}
      autoComplete={autoComplete}
      isDisabled={request.isPending}
      errorMessage={missing.includes(name) ? intl.formatMessage(m.required) : (errors[name] ?? null)}
    />
  );
  return (
    <RequestForm
      label={intl.formatMessage(m.form)}
      state={state}
      onSubmit={submit}
      success={intl.formatMessage(m.saved)}
      failure={state.status === 'Failed' && state.fieldErrors.length === 0 ? intl.formatMessage(m.failed) : null}
      submit={{ label: intl.formatMessage(m.save), pendingLabel: intl.formatMessage(m.saving) }}
    >
      <div className="settings-form__fields">
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </div>
    </RequestForm>
  );
}

/** '/settings/personal-details' — 'Change personal details': first and last name. */
export function PersonalDetailsPage() {
  const queryRef = useScreenData<typeof personalDetailsScreen>();
  return (
    <SettingsScreen route="personalDetails">
      <PersonalDetailsForm queryRef={queryRef} />
    </SettingsScreen>
  );
}
