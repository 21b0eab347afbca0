import type { MailTexts } from './types';

export const sv: MailTexts = {
  hello: 'Hej,',
  helloName: 'Hej {name},',
  copy: 'Eller kopiera den här länken till din webbläsare:',
  team: 'Hälsningar från {brand}-teamet',
  'email-change': {
    subject: 'Bekräfta din nya e-postadress',
    intro: 'Du har bett om att logga in på ditt {brand}-konto med den här e-postadressen från och med nu.',
    action: 'Bekräfta ändringen:',
    linkText: 'Bekräfta min nya e-postadress',
    footer: 'Länken fungerar en gång, i 24 timmar. Om du inte har bett om den här ändringen kan du bortse från det här mejlet: ingenting ändras.',
  },
  'delete-account': {
    subject: 'Bekräfta att ditt konto ska raderas',
    intro: 'Du har bett oss att radera ditt {brand}-konto. När du har bekräftat raderas ditt konto, dina foton och album för gott.',
    action: 'Bekräfta att du vill radera ditt konto:',
    linkText: 'Radera mitt konto',
    footer: 'Länken fungerar en gång, i 24 timmar. Om du inte har bett om detta kan du bortse från det här mejlet: ditt konto förblir som det är.',
  },
  subscription: {
    subject: 'Bekräfta din prenumeration på nyhetsbrevet från {brand}',
    intro: 'Tack för att du prenumererar på nyhetsbrevet från {brand}.',
    action: 'Bekräfta att den här e-postadressen är din:',
    linkText: 'Bekräfta min prenumeration',
    footer: 'Länken fungerar i 30 dagar. Om du inte har anmält dig kan du bortse från det här mejlet: du får inte vårt nyhetsbrev.',
  },
  share: {
    subject: '”{sender}” har delat en onlinefotobok med dig',
    intro: '{sender} har delat onlinefotoboken ”{title}” med dig.',
    wrote: '{sender} skrev:',
    action: 'Bläddra i den i din webbläsare, utan konto:',
    linkText: 'Visa onlinefotoboken',
    footer: 'Du får det här mejlet eftersom {sender} angav din adress på webbplatsen för {brand}. Vi använder den inte till något annat.',
  },
};
