import type { MailTexts } from './types';

export const nl: MailTexts = {
  hello: 'Hallo,',
  helloName: 'Hallo {name},',
  copy: 'Of kopieer deze link naar je browser:',
  team: 'Het {brand}-team',
  'email-change': {
    subject: 'Bevestig je nieuwe e-mailadres',
    intro: 'Je hebt gevraagd om voortaan met dit e-mailadres in te loggen bij je {brand}-account.',
    action: 'Bevestig de wijziging:',
    linkText: 'Bevestig mijn nieuwe e-mailadres',
    footer: 'De link werkt één keer en 24 uur lang. Heb je hier niet om gevraagd? Negeer deze e-mail dan: er verandert niets.',
  },
  'delete-account': {
    subject: 'Bevestig het verwijderen van je account',
    intro: 'Je hebt gevraagd om je {brand}-account te verwijderen. Zodra je dit bevestigt, worden je account, foto\'s en albums definitief verwijderd.',
    action: 'Bevestig dat je je account wilt verwijderen:',
    linkText: 'Verwijder mijn account',
    footer: 'De link werkt één keer en 24 uur lang. Heb je hier niet om gevraagd? Negeer deze e-mail dan: je account blijft zoals het is.',
  },
  subscription: {
    subject: 'Bevestig je inschrijving voor de nieuwsbrief van {brand}',
    intro: 'Bedankt voor je inschrijving voor de nieuwsbrief van {brand}.',
    action: 'Bevestig dat dit e-mailadres van jou is:',
    linkText: 'Bevestig mijn inschrijving',
    footer: 'De link werkt 30 dagen. Heb je je niet ingeschreven? Negeer deze e-mail dan: je ontvangt onze nieuwsbrief niet.',
  },
  share: {
    subject: '“{sender}” heeft een online fotoboek met je gedeeld',
    intro: '{sender} heeft het online fotoboek “{title}” met je gedeeld.',
    wrote: '{sender} schreef:',
    action: 'Blader er in je browser doorheen, zonder account:',
    linkText: 'Bekijk het online fotoboek',
    footer: 'Je ontvangt deze e-mail omdat {sender} je adres heeft ingevuld op de website van {brand}. We gebruiken het nergens anders voor.',
  },
};
