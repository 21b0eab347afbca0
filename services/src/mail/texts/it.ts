import type { MailTexts } from './types';

export const it: MailTexts = {
  hello: 'Ciao,',
  helloName: 'Ciao {name},',
  copy: 'Oppure copia questo link nel tuo browser:',
  team: 'Il team {brand}',
  'email-change': {
    subject: 'Conferma il tuo nuovo indirizzo e-mail',
    intro: "Hai chiesto di accedere d'ora in poi al tuo account {brand} con questo indirizzo e-mail.",
    action: 'Conferma la modifica:',
    linkText: 'Conferma il mio nuovo indirizzo e-mail',
    footer: 'Il link funziona una sola volta, per 24 ore. Se non hai chiesto questa modifica, ignora questa e-mail: non cambierà nulla.',
  },
  'delete-account': {
    subject: "Conferma l'eliminazione del tuo account",
    intro: "Ci hai chiesto di eliminare il tuo account {brand}. Una volta confermato, l'account, le foto e gli album vengono eliminati definitivamente.",
    action: 'Conferma che vuoi eliminare il tuo account:',
    linkText: 'Elimina il mio account',
    footer: "Il link funziona una sola volta, per 24 ore. Se non l'hai chiesto tu, ignora questa e-mail: il tuo account resta com'è.",
  },
  subscription: {
    subject: "Conferma l'iscrizione alla newsletter di {brand}",
    intro: 'Grazie per esserti iscritto alla newsletter di {brand}.',
    action: 'Conferma che questo indirizzo e-mail è tuo:',
    linkText: 'Conferma la mia iscrizione',
    footer: 'Il link funziona per 30 giorni. Se non ti sei iscritto, ignora questa e-mail: non riceverai la nostra newsletter.',
  },
  share: {
    subject: '«{sender}» ha condiviso con te un fotolibro online',
    intro: '{sender} ha condiviso con te il fotolibro online «{title}».',
    wrote: '{sender} ha scritto:',
    action: 'Sfoglialo nel tuo browser, senza bisogno di un account:',
    linkText: 'Guarda il fotolibro online',
    footer: 'Ricevi questa e-mail perché {sender} ha inserito il tuo indirizzo sul sito di {brand}. Non lo usiamo per nient\'altro.',
  },
};
