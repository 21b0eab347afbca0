import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CookieConsentCard_viewer$key } from '../../../__generated__/CookieConsentCard_viewer.graphql';
import { Banner, Button, Card, Switch } from '../../../ui';
import { useUpdateCookieConsentMutation } from '../mutations/useUpdateCookieConsentMutation';
import { useRequest } from '../../../relay/requestState';

const m = defineMessages({
  title: { id: 'settings.cookies.title', defaultMessage: 'Cookies' },
  text: {
    id: 'settings.cookies.text',
    defaultMessage: 'Necessary cookies are always on. Choose which other cookies we may use.',
  },
  analytics: { id: 'settings.cookies.analytics', defaultMessage: 'Analytics cookies' },
  marketing: { id: 'settings.cookies.marketing', defaultMessage: 'Marketing cookies' },
  save: { id: 'settings.cookies.save', defaultMessage: 'Save cookie settings' },
  saving: { id: 'settings.cookies.saving', defaultMessage: 'Saving…' },
  saved: { id: 'settings.cookies.saved', defaultMessage: 'Your cookie settings have been saved.' },
  failed: { id: 'settings.cookies.failed', defaultMessage: 'Your cookie settings could not be saved. Please try again.' },
});

/** The cookie consent of spec §3 (analytics, marketing): two switches, saved together. */
export function CookieConsentCard({ viewer: key }: { viewer: CookieConsentCard_viewer$key }) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment CookieConsentCard_viewer on Viewer {
        cookieConsent {
          analytics
          marketing
        }
      }
    `,
    key,
  );
  const [consent, setConsent] = useState({
    analytics: viewer.cookieConsent?.analytics ?? false,
    marketing: viewer.cookieConsent?.marketing ?? false,
  });
  const save = useUpdateCookieConsentMutation();
  const request = useRequest();
  const { state } = request;
  const toggle = (kind: 'analytics' | 'marketing') => (on: boolean) => {
    setConsent((current) => ({ ...current, [kind]: on }));
    request.edit(kind);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!request.isPending) void request.run(() => save(consent));
  };
  return (
    <Card title={intl.formatMessage(m.title)} testId="settings-cookies">
      <form className="settings-cookies" onSubmit={submit} aria-label={intl.formatMessage(m.title)} data-request-state={state.status}>
        <p className="settings-cookies__note">{intl.formatMessage(m.text)}</p>
        <div className="settings-cookies__switches">
          <Switch isSelected={consent.analytics} onChange={toggle('analytics')} isDisabled={request.isPending}>
            {intl.formatMessage(m.analytics)}
          </Switch>
          <Switch isSelected={consent.marketing} onChange={toggle('marketing')} isDisabled={request.isPending}>
            {intl.formatMessage(m.marketing)}
          </Switch>
        </div>
        {state.status === 'Finished' ? (
          <Banner tone="info">
            <p>{intl.formatMessage(m.saved)}</p>
          </Banner>
        ) : null}
        {state.status === 'Failed' ? (
          <Banner tone="error">
            <p>{intl.formatMessage(m.failed)}</p>
          </Banner>
        ) : null}
        <div>
          <Button type="submit" variant="secondary" isDisabled={request.isPending}>
            {intl.formatMessage(request.isPending ? m.saving : m.save)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
