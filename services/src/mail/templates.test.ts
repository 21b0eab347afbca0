import { describe, expect, it } from 'vitest';
import { findChannel } from './channels';
import { renderMail } from './templates';

const link = 'http://localhost:4000/change-email-confirmation?confirmation-token=local.a.b&x=<1>';

describe('confirmation e-mails', () => {
  it('are written in the language of the channel\'s site, in its brand', () => {
    const en = renderMail({ kind: 'email-change', channel: findChannel('photoprint-gb')!, link, name: 'Ava' });
    expect(en.subject).toBe('Confirm your new e-mail address');
    expect(en.text).toContain(`Hello Ava,`);
    expect(en.text).toContain(`Confirm my new e-mail address: ${link}`);
    expect(en.html).toContain('<html lang="en-GB">');
    const nl = renderMail({ kind: 'delete-account', channel: findChannel('fotoprint-be')!, link, name: 'Leo' });
    expect(nl.subject).toBe('Bevestig het verwijderen van je account');
    expect(nl.text).toContain('Verwijder mijn account: ');
    expect(nl.text).toContain('Het FotoPrint-team');
    expect(nl.html).toContain('<html lang="nl-BE">');
    const de = renderMail({ kind: 'email-change', channel: findChannel('fotodruck-at')!, link, name: 'Jonas' });
    expect(de.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse');
    expect(de.text.startsWith('Hallo Jonas,\n')).toBe(true);
    expect(de.text).toContain(`Meine neue E-Mail-Adresse bestätigen: ${link}`);
    expect(de.html).toContain('<html lang="de-AT">');
    const sv = renderMail({ kind: 'subscription', channel: findChannel('fotoutskrift-se')!, link });
    expect(sv.subject).toBe('Bekräfta din prenumeration på nyhetsbrevet från FotoUtskrift');
    expect(sv.text.startsWith('Hej,\n')).toBe(true);
    expect(sv.text).toContain('Bekräfta min prenumeration: ');
    expect(sv.text).toContain('Hälsningar från FotoUtskrift-teamet');
  });

  it('escapes every value in the HTML part and loads nothing from elsewhere', () => {
    const { html } = renderMail({ kind: 'email-change', channel: findChannel('photoprint-gb')!, link, name: '<img src=x>' });
    expect(html).not.toContain('<img');
    expect(html).toContain('Hello &lt;img src=x&gt;,');
    expect(html).toContain('href="http://localhost:4000/change-email-confirmation?confirmation-token=local.a.b&amp;x=&lt;1&gt;"');
    expect(html).not.toMatch(/<(script|link|img|style)\b|url\(|@import/);
  });
});
