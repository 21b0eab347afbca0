import type { MailTexts } from './types';

export const de: MailTexts = {
  hello: 'Guten Tag,',
  helloName: 'Hallo {name},',
  copy: 'Oder kopieren Sie diesen Link in Ihren Browser:',
  team: 'Ihr {brand}-Team',
  'email-change': {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    intro: 'Sie möchten sich ab jetzt mit dieser E-Mail-Adresse bei Ihrem {brand}-Konto anmelden.',
    action: 'Bitte bestätigen Sie die Änderung:',
    linkText: 'Meine neue E-Mail-Adresse bestätigen',
    footer: 'Der Link funktioniert einmal und 24 Stunden lang. Wenn Sie diese Änderung nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  },
  'delete-account': {
    subject: 'Bestätigen Sie die Löschung Ihres Kontos',
    intro: 'Sie haben uns gebeten, Ihr {brand}-Konto zu löschen. Sobald Sie bestätigen, werden Ihr Konto, Ihre Fotos und Alben endgültig gelöscht.',
    action: 'Bitte bestätigen Sie, dass Sie Ihr Konto löschen möchten:',
    linkText: 'Mein Konto löschen',
    footer: 'Der Link funktioniert einmal und 24 Stunden lang. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Konto bleibt, wie es ist.',
  },
  subscription: {
    subject: 'Bestätigen Sie Ihr Abonnement des {brand}-Newsletters',
    intro: 'Vielen Dank, dass Sie den {brand}-Newsletter abonniert haben.',
    action: 'Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört:',
    linkText: 'Mein Abonnement bestätigen',
    footer: 'Der Link funktioniert 30 Tage lang. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Sie erhalten unseren Newsletter dann nicht.',
  },
  share: {
    subject: '„{sender}“ hat ein Online-Fotobuch mit Ihnen geteilt',
    intro: '{sender} hat das Online-Fotobuch „{title}“ mit Ihnen geteilt.',
    wrote: '{sender} schreibt:',
    action: 'Blättern Sie es in Ihrem Browser durch, ganz ohne Konto:',
    linkText: 'Online-Fotobuch ansehen',
    footer: 'Sie erhalten diese E-Mail, weil {sender} Ihre Adresse auf der Website von {brand} eingegeben hat. Wir verwenden sie für nichts anderes.',
  },
};
