import type { MailTexts } from './types';

export const es: MailTexts = {
  hello: 'Hola:',
  helloName: 'Hola, {name}:',
  copy: 'O copia este enlace en tu navegador:',
  team: 'El equipo de {brand}',
  'email-change': {
    subject: 'Confirma tu nueva dirección de correo electrónico',
    intro: 'Has pedido iniciar sesión en tu cuenta de {brand} con esta dirección de correo electrónico a partir de ahora.',
    action: 'Confirma el cambio:',
    linkText: 'Confirmar mi nueva dirección de correo',
    footer: 'El enlace funciona una sola vez, durante 24 horas. Si no has pedido este cambio, ignora este correo: no cambiará nada.',
  },
  'delete-account': {
    subject: 'Confirma la eliminación de tu cuenta',
    intro: 'Nos has pedido que eliminemos tu cuenta de {brand}. En cuanto lo confirmes, tu cuenta, tus fotos y tus álbumes se eliminarán definitivamente.',
    action: 'Confirma que quieres eliminar tu cuenta:',
    linkText: 'Eliminar mi cuenta',
    footer: 'El enlace funciona una sola vez, durante 24 horas. Si no lo has pedido, ignora este correo: tu cuenta se queda como está.',
  },
  subscription: {
    subject: 'Confirma tu suscripción al boletín de {brand}',
    intro: 'Gracias por suscribirte al boletín de {brand}.',
    action: 'Confirma que esta dirección de correo electrónico es tuya:',
    linkText: 'Confirmar mi suscripción',
    footer: 'El enlace funciona durante 30 días. Si no te has suscrito, ignora este correo: no recibirás nuestro boletín.',
  },
  share: {
    subject: '«{sender}» ha compartido contigo un fotolibro en línea',
    intro: '{sender} ha compartido contigo el fotolibro en línea «{title}».',
    wrote: '{sender} ha escrito:',
    action: 'Hojéalo en tu navegador, sin necesidad de cuenta:',
    linkText: 'Ver el fotolibro en línea',
    footer: 'Recibes este correo porque {sender} introdujo tu dirección en el sitio web de {brand}. No la usamos para nada más.',
  },
};
