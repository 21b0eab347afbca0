import { act, screen, waitFor, within } from '@testing-library/react';
import type { Variables } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, setViewportWidth } from '../../test/renderApp';
import { connection } from '../../test/factories/connection';
import { VIEWER_ID } from '../../test/factories/viewer';
import type { Handler } from '../../test/relay';
import { announcements } from '../../ui/announce';

// The support chat from the shell's button: the panel (its own chunk) with the conversation from the service, a
// message sent, support's answer arriving live (announced, or marking the button while closed), refusals, keyboard
// use (focus into the field, Escape, focus back to the button) and where the button is not shown at all.

interface FakeMessage {
  id: string;
  author: 'CUSTOMER' | 'AGENT';
  text: string;
  sentAt: string;
}

const CONVERSATION_ID = 'U3VwcG9ydENoYXRDb252ZXJzYXRpb246MQ';
const SUBSCRIPTION = 'useSupportChatSubscription';
const cursorOf = (m: FakeMessage) => `c${m.id}`;
const messageNode = (m: FakeMessage) => ({ __typename: 'SupportChatMessage', ...m });
const edge = (m: FakeMessage) => ({ cursor: cursorOf(m), node: messageNode(m) });
const message = (n: number, author: FakeMessage['author'], text: string): FakeMessage =>
  ({ id: `TWVzc2FnZTo${n}`, author, text, sentAt: '2026-03-05T10:1' + (n % 10) + ':00Z' });

function renderChat(path = '/', { messages = [message(1, 'CUSTOMER', 'Where is my order?'), message(2, 'AGENT', 'It left our studio today.')], unavailable = false, send }: {
  messages?: FakeMessage[];
  unavailable?: boolean;
  send?: Handler;
} = {}) {
  const conversation = () => ({
    viewer: {
      id: VIEWER_ID, supportChat: {
        id: CONVERSATION_ID, __typename: 'SupportChatConversation',
        messages: unavailable ? null : connection(messages, { first: messages.length }, messageNode, { cursorOf }),
      },
    },
  });
  let sent = 0;
  return renderApp(path, { handlers: {
    SupportChatPanelQuery: conversation,
    useSendSupportChatMessageMutation: send ?? ((variables: Variables) => {
      const text = (variables as { input: { text: string } }).input.text;
      sent += 1;
      const stored = message(100 + sent, 'CUSTOMER', text);
      messages.push(stored);
      return { sendSupportChatMessage: { messageEdge: edge(stored), error: null } };
    }),
  } });
}

const chatButton = () => screen.findByRole('button', { name: /Need help\? Chat with us/ });
const dialog = () => screen.findByRole('dialog', { name: 'Chat with customer support' });
const shown = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Conversation with customer support' })).getAllByRole('listitem').map((item) => item.textContent);

describe('support chat', () => {
  it('opens from the button, loads the conversation and moves the focus into the message field', async () => {
    const { relay, user } = renderChat();
    const button = await chatButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(relay.callsOf('SupportChatPanelQuery')).toHaveLength(0); // nothing of the chat before it is opened
    await user.click(button);
    const panel = await dialog();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    await waitFor(() => expect(shown(panel)).toEqual([expect.stringMatching(/^You.*Where is my order\?$/), expect.stringMatching(/^Customer support.*It left our studio today\.$/)]));
    expect(relay.callsOf('SupportChatPanelQuery')).toHaveLength(1);
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Your message' })).toHaveFocus());
    await waitFor(() => expect(relay.openSubscriptions(SUBSCRIPTION)).toBe(1));
    expect(screen.queryByRole('dialog', { name: 'Chat with customer support' })).toHaveAttribute('data-testid', 'support-chat-panel');
  });

  it('sends a message with Enter (Shift + Enter is a new line), shows it and clears the field', async () => {
    const { relay, user } = renderChat('/', { messages: [] });
    await user.click(await chatButton());
    const panel = await dialog();
    expect(await within(panel).findByText(/Ask us anything/)).toBeInTheDocument();
    const field = await within(panel).findByRole('textbox', { name: 'Your message' });
    await user.type(field, 'Hello,{Shift>}{Enter}{/Shift}can I change my address?{Enter}');
    await waitFor(() => expect(shown(panel)).toEqual([expect.stringContaining('Hello,\ncan I change my address?')]));
    expect(relay.callsOf('useSendSupportChatMessageMutation')[0]!.variables).toMatchObject({ input: { text: 'Hello,\ncan I change my address?' } });
    expect(field).toHaveValue('');
    // Send works too; an empty message is refused on the spot.
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Please write a message.')).toBeInTheDocument();
    expect(relay.callsOf('useSendSupportChatMessageMutation')).toHaveLength(1);
  });

  it("shows support's answer as it arrives and announces it politely", async () => {
    const { relay, user } = renderChat();
    await user.click(await chatButton());
    const panel = await dialog();
    await waitFor(() => expect(relay.openSubscriptions(SUBSCRIPTION)).toBe(1));
    act(() => relay.emit(SUBSCRIPTION, { supportChatMessageAdded: { messageEdge: edge(message(3, 'AGENT', 'Anything else?')) } }));
    await waitFor(() => expect(shown(panel)).toHaveLength(3));
    expect(shown(panel)[2]).toMatch(/Anything else\?$/);
    expect(announcements()).toEqual(['New answer from customer support: Anything else?']);
    // The same message again (the mutation's answer and the live event of one message) is shown and announced once.
    act(() => relay.emit(SUBSCRIPTION, { supportChatMessageAdded: { messageEdge: edge(message(3, 'AGENT', 'Anything else?')) } }));
    expect(shown(panel)).toHaveLength(3);
    expect(announcements()).toEqual(['New answer from customer support: Anything else?']);
  });

  it('Escape closes it and gives the focus back to the button; an answer while closed marks the button', async () => {
    const { relay, user } = renderChat();
    const button = await chatButton();
    await user.click(button);
    const panel = await dialog();
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Your message' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // Still listening: the answer marks the button and is announced.
    act(() => relay.emit(SUBSCRIPTION, { supportChatMessageAdded: { messageEdge: edge(message(4, 'AGENT', 'Your parcel is on its way.')) } }));
    expect(await screen.findByRole('button', { name: 'Need help? Chat with us New answer' })).toBe(button);
    expect(announcements()).toEqual(['Customer support has answered: open the chat to read it.']);
    await user.keyboard('{Enter}');
    const again = await dialog();
    await waitFor(() => expect(within(again).getByRole('textbox', { name: 'Your message' })).toHaveFocus());
    expect(shown(again).at(-1)).toMatch(/Your parcel is on its way\.$/);
    expect(button).toHaveAccessibleName('Need help? Chat with us');
    // The close button closes it too.
    await user.click(within(again).getByRole('button', { name: 'Close the chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('says why a message was not sent and keeps it in the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: unknown = { sendSupportChatMessage: { messageEdge: null, error: { reason: 'TOO_MANY_REQUESTS' } } };
    const { user } = renderChat('/', { send: () => answer });
    await user.click(await chatButton());
    const panel = await dialog();
    const field = await within(panel).findByRole('textbox', { name: 'Your message' });
    await user.type(field, 'One more thing{Enter}');
    expect(await within(panel).findByText('You have sent a lot of messages in a short time. Please wait a minute and try again.')).toBeInTheDocument();
    expect(field).toHaveValue('One more thing');
    expect(shown(panel)).toHaveLength(2); // the optimistic message is gone again

    answer = { sendSupportChatMessage: { messageEdge: null, error: { reason: 'INVALID_INPUT' } } };
    await user.type(field, '{Enter}');
    expect(await within(panel).findByText('This message cannot be sent. Please check it and try again.')).toBeInTheDocument();
    answer = new Error('network');
    await user.type(field, '{Enter}');
    expect(await within(panel).findByText('Your message could not be sent. Please try again.')).toBeInTheDocument();
    expect(field).toHaveValue('One more thing');
    // Longer than 2,000 characters cannot be typed in; pasted text is cut there too.
    expect(field).toHaveAttribute('maxlength', '2000');
  });

  it('offers the customer care pages when the chat service is unavailable', async () => {
    const { user } = renderChat('/', { unavailable: true });
    await user.click(await chatButton());
    const panel = await dialog();
    expect(await within(panel).findByText(/The chat is not available right now/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Customer care' })).toHaveAttribute('href', 'https://www.photoprint.example/help/contact');
  });

  it('is not shown on photo pages nor below 576 px wide', async () => {
    const { router } = renderChat('/my-photos/photos');
    await screen.findByRole('heading', { level: 1, name: 'My photos' });
    expect(screen.queryByRole('button', { name: /Chat with us/ })).not.toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await chatButton()).toBeInTheDocument();
    act(() => setViewportWidth(575));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Chat with us/ })).not.toBeInTheDocument());
    act(() => setViewportWidth(576));
    expect(await chatButton()).toBeInTheDocument();
  });
});
