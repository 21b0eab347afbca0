import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanyDetailsCard_viewer$key } from '../../../__generated__/CompanyDetailsCard_viewer.graphql';
import { fieldErrorMap } from '../../../relay/fieldErrors';
import { Card, TextField } from '../../../ui';
import { RequestForm } from '../../settings/RequestForm';
import { fieldErrorsOf, useRequest } from '../../../relay/requestState';
import { useUpdateCompanyDetailsMutation, type CompanyDetailsFailure } from './useUpdateCompanyDetailsMutation';

const m = defineMessages({
  title: { id: 'business.settings.company.title', defaultMessage: 'Company details' },
  companyName: { id: 'business.settings.company.name', defaultMessage: 'Company name' },
  vatNumber: { id: 'business.settings.company.vatNumber', defaultMessage: 'VAT number' },
  vatExample: { id: 'business.settings.company.vatExample', defaultMessage: 'For example NL123456789B01' },
  nameInvalid: { id: 'business.settings.company.nameInvalid', defaultMessage: 'Please enter your company name' },
  vatInvalid: { id: 'business.settings.company.vatInvalid', defaultMessage: 'VAT number must be valid' },
  save: { id: 'business.settings.company.save', defaultMessage: 'Save' },
  saving: { id: 'business.settings.company.saving', defaultMessage: 'Saving…' },
  saved: { id: 'business.settings.company.saved', defaultMessage: 'Your company details have been saved.' },
  failed: { id: 'business.settings.company.failed', defaultMessage: 'Your company details could not be saved. Please try again.' },
});

type Field = 'companyName' | 'vatNumber';

/** Each field's message (the services' texts, in the customer's language): refused by the service, or left empty. */
const FIELD_MESSAGE = { companyName: m.nameInvalid, vatNumber: m.vatInvalid } as const;

interface Values {
  companyName: string;
  vatNumber: string;
}

const valuesOf = (details: { readonly companyName?: string | null; readonly vatNumber?: string | null } | null | undefined): Values => ({
  companyName: details?.companyName ?? '',
  vatNumber: details?.vatNumber ?? '',
});

/**
 * A business customer's company name and VAT number, changed in place (spec §4: completing them moves a Default
 * account to New). Refused fields say why on the field; a save says so above the fields.
 */
export function CompanyDetailsCard({ viewer: key }: { viewer: CompanyDetailsCard_viewer$key }) {
  const intl = useIntl();
  const { companyDetails } = useFragment(
    graphql`
      fragment CompanyDetailsCard_viewer on Viewer {
        companyDetails {
          companyName
          vatNumber
        }
      }
    `,
    key,
  );
  const [values, setValues] = useState(() => valuesOf(companyDetails));
  // The saved details changed (this save, normalised by the service, or a fresh read): the form shows them.
  const [shown, setShown] = useState(companyDetails);
  if (companyDetails !== shown) {
    setShown(companyDetails);
    setValues(valuesOf(companyDetails));
  }
  const [missing, setMissing] = useState<Field[]>([]);
  const save = useUpdateCompanyDetailsMutation();
  const request = useRequest<CompanyDetailsFailure>();
  const { state } = request;
  const refused = fieldErrorMap(fieldErrorsOf(state));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const input = { companyName: values.companyName.trim(), vatNumber: values.vatNumber.trim() };
    const empty = (['companyName', 'vatNumber'] as const).filter((field) => !input[field]);
    setMissing(empty);
    if (empty.length === 0) void request.run(() => save(input));
  };
  const errorOf = (field: Field) => (missing.includes(field) || refused[field] ? intl.formatMessage(FIELD_MESSAGE[field]) : null);
  const field = (name: Field, autoComplete: string, maxLength: number, description?: string) => (
    <TextField
      validationBehavior="aria"
      label={intl.formatMessage(m[name])}
      description={description}
      name={name}
      value={values[name]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setMissing((current) => current.filter((f) => f !== name));
        request.edit(name);
      }}
      autoComplete={autoComplete}
      maxLength={maxLength}
      isDisabled={request.isPending}
      errorMessage={errorOf(name)}
    />
  );
  // Refused for a reason the fields do not show (not a business customer, or the unexpected).
  const failedAbove = state.status === 'Failed' && state.failure !== 'INVALID_INPUT';
  return (
    <Card title={intl.formatMessage(m.title)} testId="settings-company">
      <RequestForm
        label={intl.formatMessage(m.title)}
        state={state}
        onSubmit={submit}
        success={intl.formatMessage(m.saved)}
        failure={failedAbove ? intl.formatMessage(m.failed) : null}
        submit={{ label: intl.formatMessage(m.save), pendingLabel: intl.formatMessage(m.saving) }}
      >
        <div className="settings-form__fields">
          {field('companyName', 'organization', 100)}
          {field('vatNumber', 'off', 30, intl.formatMessage(m.vatExample))}
        </div>
      </RequestForm>
    </Card>
  );
}
