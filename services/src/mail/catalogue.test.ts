import { LOCALES } from '@my-account/brands';
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../i18n/catalogue';
import { MAIL_TEXTS } from './catalogue';
import { CHANNELS } from './channels';
import { renderShareMail } from './share-template';
import { renderMail } from './templates';

/** Every text of a catalogue by its path (`share.subject`). */
const leaves = (texts: object, prefix = ''): [string, unknown][] => Object.entries(texts).flatMap(([key, value]) =>
  (value && typeof value === 'object' ? leaves(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]));

describe('the e-mail catalogues', () => {
  const english = new Map(leaves(MAIL_TEXTS['en-GB']));

  it('have every text of the English one in every locale of the sites, with its placeholders, and nothing else', () => {
    for (const locale of LOCALES) {
      const texts = leaves(MAIL_TEXTS[locale] ?? {});
      expect(texts.map(([key]) => key).sort(), locale).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(typeof text === 'string' && text.trim() !== '', `${locale} ${key} is missing`).toBe(true);
        expect(placeholdersOf(text as string), `${locale} ${key}`).toEqual(placeholdersOf(english.get(key) as string));
      }
    }
  });

  it('are translated: no text of a locale of another language is the English one', () => {
    for (const locale of LOCALES.filter((l) => !l.startsWith('en-'))) {
      for (const [key, text] of leaves(MAIL_TEXTS[locale])) expect(text, `${locale} ${key}`).not.toBe(english.get(key));
    }
  });

  it('write every e-mail of every channel in its locale, every placeholder filled', () => {
    const link = 'http://localhost:4000/x?confirmation-token=t';
    for (const channel of CHANNELS) {
      const mails = [
        ...(['email-change', 'delete-account', 'subscription'] as const).map((kind) => renderMail({ kind, channel, link, name: 'Ava' })),
        renderShareMail({ channel, senderName: 'Ava', bookTitle: 'Lisbon', personalMessage: 'Hi', viewUrl: link }),
      ];
      for (const mail of mails) {
        expect(mail.html, channel.id).toContain(`<html lang="${channel.locale}">`);
        expect(`${mail.subject}\n${mail.text}`, channel.id).not.toMatch(/\{\w+\}/);
        expect(mail.text, channel.id).toContain(channel.brandName);
      }
    }
  });
});
