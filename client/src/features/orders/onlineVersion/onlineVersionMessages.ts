import { defineMessages } from 'react-intl';

/** The texts of a photo book's online version (the order page's panel and the online photo book screens). */
export const onlineVersionMessages = defineMessages({
  title: { id: 'orders.onlineVersion.title', defaultMessage: 'Online version' },
  request: { id: 'orders.onlineVersion.request', defaultMessage: 'Request online version' },
  requested: { id: 'orders.onlineVersion.requested', defaultMessage: 'Online version is requested' },
  requestedHint: {
    id: 'orders.onlineVersion.requestedHint',
    defaultMessage: 'We are preparing it. Come back in a few minutes to view and share it.',
  },
  view: { id: 'orders.onlineVersion.view', defaultMessage: 'View online version' },
  share: { id: 'orders.onlineVersion.share', defaultMessage: 'Share by e-mail' },
  blocked: {
    id: 'orders.onlineVersion.blocked',
    defaultMessage: 'This order is blocked, so its online photo book cannot be shared. Please contact customer care.',
  },
  unavailable: {
    id: 'orders.onlineVersion.unavailable',
    defaultMessage: "The online version can't be shown right now. Please try again later.",
  },
  requestFailed: {
    id: 'orders.onlineVersion.requestFailed',
    defaultMessage: 'The online version could not be requested. Please try again.',
  },
});

/** The online version's texts with values. */
export const onlineVersionValueMessages = defineMessages<{ shared: { email: string }; shareCount: { count: number } }>({
  shared: { id: 'orders.onlineVersion.shared', defaultMessage: 'Your online photo book has been shared with {email}.' },
  shareCount: {
    id: 'orders.onlineVersion.shareCount',
    defaultMessage: 'Shared by e-mail: {count, plural, one {# time} other {# times}}',
  },
});
