import { describe, expect, it } from 'vitest';
import { withoutEchoedSends } from './SupportChatMessages';

const edge = (id: string, text: string, author = 'CUSTOMER', sentAt = '2026-12-06T08:34:10Z') => ({ node: { id, author, text, sentAt } });

describe('withoutEchoedSends', () => {
  it('hides a message being sent once its stored copy is there, and nothing else', () => {
    const stored = edge('U3VwcG9ydENoYXRNZXNzYWdlOjE', 'Hello');
    const sending = edge('client:supportChatMessage:1', 'Hello');
    const other = edge('client:supportChatMessage:2', 'Where is my order?');
    const answer = edge('U3VwcG9ydENoYXRNZXNzYWdlOjI', 'Where is my order?', 'AGENT');
    expect(withoutEchoedSends([sending, other, stored, answer])).toEqual([other, stored, answer]);
    // The live event's copy above the one being sent (Relay shows a message being sent after everything stored).
    expect(withoutEchoedSends([stored, sending])).toEqual([stored]);
    // An earlier message with the same text is another message: the one being sent stays.
    const earlier = edge('U3VwcG9ydENoYXRNZXNzYWdlOjA', 'Hello', 'CUSTOMER', '2026-12-06T08:30:00Z');
    expect(withoutEchoedSends([earlier, sending])).toEqual([earlier, sending]);
  });
});
