import type { MailTexts } from './types';

export const en: MailTexts = {
  hello: 'Hello,',
  helloName: 'Hello {name},',
  copy: 'Or copy this link into your browser:',
  team: 'The {brand} team',
  'email-change': {
    subject: 'Confirm your new e-mail address',
    intro: 'You asked to sign in to your {brand} account with this e-mail address from now on.',
    action: 'Please confirm the change:',
    linkText: 'Confirm my new e-mail address',
    footer: 'The link works once, for 24 hours. If you did not ask for this change, ignore this e-mail: nothing will change.',
  },
  'delete-account': {
    subject: 'Confirm the deletion of your account',
    intro: 'You asked us to delete your {brand} account. Once you confirm, your account, photos and albums are deleted for good.',
    action: 'Please confirm that you want to delete your account:',
    linkText: 'Delete my account',
    footer: 'The link works once, for 24 hours. If you did not ask for this, ignore this e-mail: your account stays as it is.',
  },
  subscription: {
    subject: 'Confirm your subscription to the {brand} newsletter',
    intro: 'Thank you for subscribing to the {brand} newsletter.',
    action: 'Please confirm that this e-mail address is yours:',
    linkText: 'Confirm my subscription',
    footer: 'The link works for 30 days. If you did not subscribe, ignore this e-mail: you will not receive our newsletter.',
  },
  share: {
    subject: '“{sender}” shared an online photo book with you',
    intro: '{sender} shared the online photo book “{title}” with you.',
    wrote: '{sender} wrote:',
    action: 'Leaf through it in your browser, no account needed:',
    linkText: 'View the online photo book',
    footer: 'You receive this e-mail because {sender} entered your address on the {brand} website. We do not use it for anything else.',
  },
};
