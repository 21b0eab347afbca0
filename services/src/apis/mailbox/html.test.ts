import { describe, expect, it } from 'vitest';
import { linkify } from './html';

describe('mailbox text part', () => {
  it('turns http(s) URLs into links, leaving trailing punctuation out, and escapes everything else', () => {
    expect(linkify('Go to https://a.example/x?y=1&z=2. Now')).toBe(
      'Go to <a href="https://a.example/x?y=1&amp;z=2">https://a.example/x?y=1&amp;z=2</a>. Now');
    expect(linkify('(see http://b.example/p), <b>&')).toBe('(see <a href="http://b.example/p">http://b.example/p</a>), &lt;b&gt;&amp;');
    expect(linkify('javascript:alert(1) ftp://x.example')).toBe('javascript:alert(1) ftp://x.example');
    expect(linkify('a\nhttps://c.example/"onmouseover="x')).toBe('a\n<a href="https://c.example/">https://c.example/</a>&quot;onmouseover=&quot;x');
  });
});
