import { describe, expect, it } from 'vitest';
import { findChannel } from './channels';
import { renderShareMail } from './share-template';

const viewUrl = 'http://127.0.0.1:4001/widget-api/view/abc?x=<1>&y=2';

describe('the share e-mail of an online photo book', () => {
  it('names the sender in the channel\'s language and quotes the personal message, escaped in the HTML part', () => {
    const en = renderShareMail({ channel: findChannel('photoprint-gb')!, senderName: 'Ava', bookTitle: 'Lisbon', personalMessage: ' <i>Hi</i> &\nbye ', viewUrl });
    expect(en.subject).toBe('“Ava” shared an online photo book with you');
    expect(en.text).toContain('Ava wrote:\n\n> <i>Hi</i> &\n> bye\n\n');
    expect(en.text).toContain(`View the online photo book: ${viewUrl}`);
    expect(en.html).toContain('&lt;i&gt;Hi&lt;/i&gt; &amp;<br>bye</blockquote>');
    expect(en.html).toContain('href="http://127.0.0.1:4001/widget-api/view/abc?x=&lt;1&gt;&amp;y=2"');
    expect(en.html).not.toMatch(/<(script|link|img|style|i)\b|url\(|@import/);

    const nl = renderShareMail({ channel: findChannel('fotoprint-be')!, senderName: 'Ava', bookTitle: 'Lisbon', personalMessage: '  ', viewUrl });
    expect(nl.subject).toBe('“Ava” heeft een online fotoboek met je gedeeld');
    expect(nl.html).toContain('<html lang="nl-BE">');
    expect(nl.text).not.toContain('schreef:');
    expect(nl.text).toContain('Het FotoPrint-team');

    const de = renderShareMail({ channel: findChannel('snapbook-de')!, senderName: 'Ava {brand}', bookTitle: 'Lissabon', personalMessage: 'Hallo', viewUrl });
    expect(de.subject).toBe('„Ava {brand}“ hat ein Online-Fotobuch mit Ihnen geteilt');
    expect(de.text).toContain('Ava {brand} hat das Online-Fotobuch „Lissabon“ mit Ihnen geteilt.');
    expect(de.text).toContain('Ava {brand} schreibt:\n\n> Hallo\n\n');
    expect(de.text).toContain(`Online-Fotobuch ansehen: ${viewUrl}`);
    expect(de.text).toContain('Ihr SnapBook-Team');
  });
});
