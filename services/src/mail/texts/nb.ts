import type { MailTexts } from './types';

export const nb: MailTexts = {
  hello: 'Hei,',
  helloName: 'Hei {name},',
  copy: 'Eller kopier denne lenken inn i nettleseren din:',
  team: 'Hilsen {brand}-teamet',
  'email-change': {
    subject: 'Bekreft den nye e-postadressen din',
    intro: 'Du har bedt om å logge inn på {brand}-kontoen din med denne e-postadressen fra nå av.',
    action: 'Bekreft endringen:',
    linkText: 'Bekreft den nye e-postadressen min',
    footer: 'Lenken virker én gang i 24 timer. Hvis du ikke har bedt om denne endringen, kan du se bort fra denne e-posten: ingenting endres.',
  },
  'delete-account': {
    subject: 'Bekreft slettingen av kontoen din',
    intro: 'Du har bedt oss om å slette {brand}-kontoen din. Når du bekrefter, blir kontoen, bildene og albumene dine slettet for godt.',
    action: 'Bekreft at du vil slette kontoen din:',
    linkText: 'Slett kontoen min',
    footer: 'Lenken virker én gang i 24 timer. Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten: kontoen din forblir som den er.',
  },
  subscription: {
    subject: 'Bekreft abonnementet ditt på nyhetsbrevet fra {brand}',
    intro: 'Takk for at du abonnerer på nyhetsbrevet fra {brand}.',
    action: 'Bekreft at denne e-postadressen er din:',
    linkText: 'Bekreft abonnementet mitt',
    footer: 'Lenken virker i 30 dager. Hvis du ikke har meldt deg på, kan du se bort fra denne e-posten: du får ikke nyhetsbrevet vårt.',
  },
  share: {
    subject: '«{sender}» har delt en nettfotobok med deg',
    intro: '{sender} har delt nettfotoboken «{title}» med deg.',
    wrote: '{sender} skrev:',
    action: 'Bla gjennom den i nettleseren din, uten konto:',
    linkText: 'Se nettfotoboken',
    footer: 'Du får denne e-posten fordi {sender} skrev inn adressen din på nettstedet til {brand}. Vi bruker den ikke til noe annet.',
  },
};
