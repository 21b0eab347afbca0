import { describe, expect, it } from 'vitest';
import { withoutEchoedSends } from './SupportChatMessages';

const edge = (id: string, text: string, author = 'CUSTOMER') => ({ node: { id, author, text } });

describe('withoutEchoedSends', () => {
  it('hides a message being sent once its stored copy arrived after it, and nothing else', () => {
    const stored = edge('U3VwcG9ydENoYXRNZXNzYWdlOjE', 'Hello');
    const sending = edge('client:supportChatMessage:1', 'Hello');
    const other = edge('client:supportChatMessage:2', 'Where is my order?');
    const answer = edge('U3VwcG9ydENoYXRNZXNzYWdlOjI', 'Where is my order?', 'AGENT');
    expect(withoutEchoedSends([sending, other, stored, answer])).toEqual([other, stored, answer]);
    // An earlier message with the same text is another message: the one being sent stays.
    expect(withoutEchoedSends([stored, sending])).toEqual([stored, sending]);
  });
});
