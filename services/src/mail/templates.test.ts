import { describe, expect, it } from 'vitest';
import { findChannel } from './channels';
import { languageOf, renderMail } from './templates';

const link = 'http://localhost:4000/change-email-confirmation?confirmation-token=local.a.b&x=<1>';

describe('confirmation e-mails', () => {
  it('writes English by default and Dutch for nl-NL and nl-BE', () => {
    expect(['en-GB', 'de-DE', 'fr-FR', 'nl-NL', 'nl-BE', 'nl'].map(languageOf)).toEqual(['en', 'en', 'en', 'nl', 'nl', 'nl']);
    const en = renderMail({ kind: 'email-change', channel: findChannel('photoprint-gb')!, link, name: 'Ava' });
    expect(en.subject).toBe('Confirm your new e-mail address');
    expect(en.text).toContain(`Hello Ava,`);
    expect(en.text).toContain(`Confirm my new e-mail address: ${link}`);
    expect(en.html).toContain('<html lang="en">');
    const nl = renderMail({ kind: 'delete-account', channel: findChannel('fotoprint-be')!, link, name: 'Leo' });
    expect(nl.subject).toBe('Bevestig het verwijderen van je account');
    expect(nl.text).toContain('Verwijder mijn account: ');
    expect(nl.text).toContain('Het FotoPrint-team');
    expect(nl.html).toContain('<html lang="nl">');
    const de = renderMail({ kind: 'subscription', channel: findChannel('fotodruck-de')!, link });
    expect(de.subject).toBe('Confirm your subscription to the FotoDruck newsletter');
    expect(de.text.startsWith('Hello,\n')).toBe(true);
    expect(de.text).toContain('Confirm my subscription: ');
  });

  it('escapes every value in the HTML part and loads nothing from elsewhere', () => {
    const { html } = renderMail({ kind: 'email-change', channel: findChannel('photoprint-gb')!, link, name: '<img src=x>' });
    expect(html).not.toContain('<img');
    expect(html).toContain('Hello &lt;img src=x&gt;,');
    expect(html).toContain('href="http://localhost:4000/change-email-confirmation?confirmation-token=local.a.b&amp;x=&lt;1&gt;"');
    expect(html).not.toMatch(/<(script|link|img|style)\b|url\(|@import/);
  });
});
