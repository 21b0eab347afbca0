import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OnlineVersionState_onlineVersion$key } from '../../__generated__/OnlineVersionState_onlineVersion.graphql';
import { onlineVersionMessages } from '../orders/onlineVersion/onlineVersionMessages';

const m = defineMessages({
  notRequested: { id: 'photoBooks.state.notRequested', defaultMessage: 'Online version not requested yet' },
  ready: { id: 'photoBooks.state.ready', defaultMessage: 'Online version ready to view and share' },
  blocked: { id: 'photoBooks.state.blocked', defaultMessage: 'Online version ready, sharing blocked' },
  unavailable: { id: 'photoBooks.state.unavailable', defaultMessage: 'Online version unavailable right now' },
});

/**
 * Where a photo book's online version stands, in a few words with a dot whose colour follows it (null: the widget
 * service could not say).
 */
export function OnlineVersionState({ onlineVersion: key }: { onlineVersion: OnlineVersionState_onlineVersion$key | null | undefined }) {
  const intl = useIntl();
  const online = useFragment(
    graphql`
      fragment OnlineVersionState_onlineVersion on OnlineVersion {
        state
        isBlocked
      }
    `,
    key ?? null,
  );
  const [tone, text] = !online
    ? (['muted', m.unavailable] as const)
    : online.state === 'READY'
      ? online.isBlocked
        ? (['warning', m.blocked] as const)
        : (['ready', m.ready] as const)
      : online.state === 'REQUESTED'
        ? (['pending', onlineVersionMessages.requested] as const)
        : (['muted', m.notRequested] as const);
  return (
    <span className={`online-state online-state--${tone}`} data-testid="online-version-state">
      <span className="online-state__dot" aria-hidden="true" />
      {intl.formatMessage(text)}
    </span>
  );
}
