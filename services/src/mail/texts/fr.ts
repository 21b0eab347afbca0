import type { MailTexts } from './types';

export const fr: MailTexts = {
  hello: 'Bonjour,',
  helloName: 'Bonjour {name},',
  copy: 'Ou copiez ce lien dans votre navigateur :',
  team: "L'équipe {brand}",
  'email-change': {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    intro: 'Vous avez demandé à vous connecter désormais à votre compte {brand} avec cette adresse e-mail.',
    action: 'Veuillez confirmer la modification :',
    linkText: 'Confirmer ma nouvelle adresse e-mail',
    footer: "Le lien fonctionne une seule fois, pendant 24 heures. Si vous n'avez pas demandé cette modification, ignorez cet e-mail : rien ne changera.",
  },
  'delete-account': {
    subject: 'Confirmez la suppression de votre compte',
    intro: 'Vous nous avez demandé de supprimer votre compte {brand}. Dès votre confirmation, votre compte, vos photos et vos albums seront définitivement supprimés.',
    action: 'Veuillez confirmer que vous souhaitez supprimer votre compte :',
    linkText: 'Supprimer mon compte',
    footer: "Le lien fonctionne une seule fois, pendant 24 heures. Si vous n'avez rien demandé, ignorez cet e-mail : votre compte reste tel quel.",
  },
  subscription: {
    subject: 'Confirmez votre inscription à la newsletter {brand}',
    intro: 'Merci de vous être inscrit à la newsletter {brand}.',
    action: 'Veuillez confirmer que cette adresse e-mail est bien la vôtre :',
    linkText: 'Confirmer mon inscription',
    footer: "Le lien fonctionne pendant 30 jours. Si vous ne vous êtes pas inscrit, ignorez cet e-mail : vous ne recevrez pas notre newsletter.",
  },
  share: {
    subject: '« {sender} » a partagé un livre photo en ligne avec vous',
    intro: '{sender} a partagé le livre photo en ligne « {title} » avec vous.',
    wrote: '{sender} a écrit :',
    action: 'Feuilletez-le dans votre navigateur, sans compte :',
    linkText: 'Voir le livre photo en ligne',
    footer: "Vous recevez cet e-mail parce que {sender} a saisi votre adresse sur le site de {brand}. Nous ne l'utilisons pour rien d'autre.",
  },
};
