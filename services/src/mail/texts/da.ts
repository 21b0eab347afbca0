import type { MailTexts } from './types';

export const da: MailTexts = {
  hello: 'Hej,',
  helloName: 'Hej {name},',
  copy: 'Eller kopiér dette link ind i din browser:',
  team: '{brand}-teamet',
  'email-change': {
    subject: 'Bekræft din nye e-mailadresse',
    intro: 'Du har bedt om at logge ind på din {brand}-konto med denne e-mailadresse fremover.',
    action: 'Bekræft ændringen:',
    linkText: 'Bekræft min nye e-mailadresse',
    footer: 'Linket virker én gang i 24 timer. Hvis du ikke har bedt om denne ændring, kan du se bort fra denne e-mail: intet ændres.',
  },
  'delete-account': {
    subject: 'Bekræft sletningen af din konto',
    intro: 'Du har bedt os om at slette din {brand}-konto. Når du bekræfter, bliver din konto, dine fotos og album slettet for altid.',
    action: 'Bekræft, at du vil slette din konto:',
    linkText: 'Slet min konto',
    footer: 'Linket virker én gang i 24 timer. Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: din konto forbliver, som den er.',
  },
  subscription: {
    subject: 'Bekræft dit abonnement på {brand}s nyhedsbrev',
    intro: 'Tak, fordi du har tilmeldt dig {brand}s nyhedsbrev.',
    action: 'Bekræft, at denne e-mailadresse er din:',
    linkText: 'Bekræft mit abonnement',
    footer: 'Linket virker i 30 dage. Hvis du ikke har tilmeldt dig, kan du se bort fra denne e-mail: du modtager ikke vores nyhedsbrev.',
  },
  share: {
    subject: '“{sender}” har delt en online fotobog med dig',
    intro: '{sender} har delt online fotobogen “{title}” med dig.',
    wrote: '{sender} skrev:',
    action: 'Bladr i den i din browser, uden konto:',
    linkText: 'Se online fotobogen',
    footer: 'Du modtager denne e-mail, fordi {sender} har indtastet din adresse på {brand}s websted. Vi bruger den ikke til andet.',
  },
};
