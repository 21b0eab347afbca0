import type { MailTexts } from './types';

export const pt: MailTexts = {
  hello: 'Olá,',
  helloName: 'Olá {name},',
  copy: 'Ou copie esta ligação para o seu navegador:',
  team: 'A equipa {brand}',
  'email-change': {
    subject: 'Confirme o seu novo endereço de e-mail',
    intro: 'Pediu para iniciar sessão na sua conta {brand} com este endereço de e-mail a partir de agora.',
    action: 'Confirme a alteração:',
    linkText: 'Confirmar o meu novo endereço de e-mail',
    footer: 'A ligação funciona uma vez, durante 24 horas. Se não pediu esta alteração, ignore este e-mail: nada será alterado.',
  },
  'delete-account': {
    subject: 'Confirme a eliminação da sua conta',
    intro: 'Pediu-nos para eliminar a sua conta {brand}. Assim que confirmar, a sua conta, as suas fotografias e os seus álbuns são eliminados definitivamente.',
    action: 'Confirme que pretende eliminar a sua conta:',
    linkText: 'Eliminar a minha conta',
    footer: 'A ligação funciona uma vez, durante 24 horas. Se não pediu isto, ignore este e-mail: a sua conta fica como está.',
  },
  subscription: {
    subject: 'Confirme a sua subscrição da newsletter {brand}',
    intro: 'Obrigado por subscrever a newsletter {brand}.',
    action: 'Confirme que este endereço de e-mail é seu:',
    linkText: 'Confirmar a minha subscrição',
    footer: 'A ligação funciona durante 30 dias. Se não subscreveu, ignore este e-mail: não receberá a nossa newsletter.',
  },
  share: {
    subject: '«{sender}» partilhou um fotolivro online consigo',
    intro: '{sender} partilhou consigo o fotolivro online «{title}».',
    wrote: '{sender} escreveu:',
    action: 'Folheie-o no seu navegador, sem precisar de conta:',
    linkText: 'Ver o fotolivro online',
    footer: 'Recebe este e-mail porque {sender} introduziu o seu endereço no site da {brand}. Não o utilizamos para mais nada.',
  },
};
