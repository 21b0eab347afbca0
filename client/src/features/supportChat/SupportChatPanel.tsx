import { Suspense, useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { SupportChatPanelQuery } from '../../__generated__/SupportChatPanelQuery.graphql';
import { MessageScopeProvider } from '../../i18n/messageScope';
import { FloatingPanel, Spinner } from '../../ui';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { SupportChatMessages } from './SupportChatMessages';
import { SupportChatUnavailable } from './SupportChatUnavailable';
import { supportChatTexts } from './supportChatTexts';
import './SupportChatPanel.css';

const supportChatPanelQuery = graphql`
  query SupportChatPanelQuery {
    viewer {
      supportChat {
        id
        ...SupportChatMessages_conversation
      }
    }
  }
`;

const m = defineMessages({
  title: { id: 'supportChat.title', defaultMessage: 'Chat with customer support' },
  close: { id: 'supportChat.close', defaultMessage: 'Close the chat' },
  loading: { id: 'supportChat.loading', defaultMessage: 'Loading the conversation' },
});

function Conversation({ onAnswer }: { onAnswer: (announcement: string) => void }) {
  const environment = useRelayEnvironment();
  // Read from the service each time the chat opens: the conversation is the service's (another tab, an answer).
  const data = useLazyLoadQuery<SupportChatPanelQuery>(supportChatPanelQuery, {}, { fetchPolicy: 'store-and-network' });
  const resume = useCallback(() => {
    fetchQuery<SupportChatPanelQuery>(environment, supportChatPanelQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  return <SupportChatMessages conversation={data.viewer.supportChat} onAnswer={onAnswer} onResume={resume} />;
}

export interface SupportChatPanelProps {
  id: string;
  /** Closed by the customer but still listening (its button shows new answers). */
  hidden: boolean;
  onClose: () => void;
  /** Support answered: what to announce when the chat is open ('New answer from customer support: …'). */
  onAnswer: (announcement: string) => void;
}

/**
 * The support chat (lazy: loaded when the chat button is first pressed): a non-modal dialog in the corner of the page
 * with the conversation read from the support chat service (so it survives a reload), support's answers arriving
 * live, and the field to write in.
 */
export function SupportChatPanel(props: SupportChatPanelProps) {
  return (
    <MessageScopeProvider scope={supportChatTexts}>
      <Panel {...props} />
    </MessageScopeProvider>
  );
}

function Panel({ id, hidden, onClose, onAnswer }: SupportChatPanelProps) {
  const intl = useIntl();
  return (
    <FloatingPanel id={id} title={intl.formatMessage(m.title)} closeLabel={intl.formatMessage(m.close)} onClose={onClose} hidden={hidden} testId="support-chat-panel">
      <ErrorBoundary fallback={<SupportChatUnavailable />}>
        <Suspense fallback={<div className="support-chat__loading"><Spinner label={intl.formatMessage(m.loading)} /></div>}>
          <Conversation onAnswer={onAnswer} />
        </Suspense>
      </ErrorBoundary>
    </FloatingPanel>
  );
}
