import { Suspense, useRef, useState } from 'react';
import { lazyWithTexts } from '../../i18n/messageScope';
import { defineMessages, useIntl } from 'react-intl';
import { useBrand } from '../../brand/BrandContext';
import { announce, Button, Link } from '../../ui';
import { useLatest } from '../useLatest';
import './SupportChat.css';

const m = defineMessages({
  chat: { id: 'chat.open', defaultMessage: 'Need help? Chat with us' },
  label: { id: 'chat.label', defaultMessage: 'Customer support' },
  unread: { id: 'chat.unread', defaultMessage: 'New answer' },
  unreadAnnouncement: { id: 'chat.unreadAnnouncement', defaultMessage: 'Customer support has answered: open the chat to read it.' },
  failed: { id: 'chat.loadFailed', defaultMessage: 'The chat could not be opened. Please try again later, or visit our customer care pages.' },
  customerCare: { id: 'chat.customerCare', defaultMessage: 'Customer care' },
});

function ChatLoadFailed() {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <div className="support-chat__failed" role="alert">
      <p>{intl.formatMessage(m.failed)}</p>
      <Link href={brand.customerCareUrl}>{intl.formatMessage(m.customerCare)}</Link>
    </div>
  );
}

/**
 * The chat itself: its own chunk (with its query, subscription and mutation) and its texts, loaded when the button is
 * first pressed.
 */
const SupportChatPanel = lazyWithTexts(
  () => import('../../features/supportChat/SupportChatPanel').then((module) => module.SupportChatPanel, () => ChatLoadFailed),
  () => import('../../features/supportChat/supportChatTexts').then((texts) => texts.supportChatTextsReady()).catch(() => undefined),
);

const PANEL_ID = 'support-chat-panel';

/**
 * The support chat button, floating beside the page in a landmark of its own. Pressing it opens the chat (a non-modal
 * dialog, loaded then); closing it (Escape, its ✕ or the button) puts the focus back on the button. Once opened the
 * chat keeps listening while closed: an answer that arrives then marks the button. Each answer is announced once
 * (the app's live region): its text while the chat is open, that there is one while it is closed.
 */
export function SupportChat() {
  const intl = useIntl();
  const [state, setState] = useState<'never-opened' | 'open' | 'closed'>('never-opened');
  const [unread, setUnread] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const isOpen = state === 'open';
  const latestOpen = useLatest(isOpen);

  const close = () => {
    setState('closed');
    button.current?.focus();
  };
  const answered = (announcement: string) => {
    if (latestOpen.current) return announce(announcement);
    setUnread(true);
    announce(intl.formatMessage(m.unreadAnnouncement));
  };
  const toggle = () => {
    if (isOpen) return close();
    setState('open');
    setUnread(false);
  };

  return (
    <aside className="support-chat" aria-label={intl.formatMessage(m.label)}>
      {state !== 'never-opened' ? (
        <Suspense fallback={null}>
          <SupportChatPanel id={PANEL_ID} hidden={!isOpen} onClose={close} onAnswer={answered} />
        </Suspense>
      ) : null}
      <Button
        ref={button}
        className="support-chat__button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? PANEL_ID : undefined}
        onPress={toggle}
      >
        {intl.formatMessage(m.chat)}
        {unread ? <span className="support-chat__badge">{intl.formatMessage(m.unread)}</span> : null}
      </Button>
    </aside>
  );
}
