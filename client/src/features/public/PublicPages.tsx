import { Fragment, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { Page } from '../../app/Page';
import { pathTo, ROUTES, type PublicRoute, type RouteName } from '../../app/routes';
import { useBrand } from '../../brand/BrandContext';
import { Link, withKeptQuery } from '../../ui';
import {
  ChangeEmailConfirmationPage,
  DeleteAccountConfirmationPage,
  EMAIL_PARAM,
  linkParams,
  SubscriptionConfirmationPage,
  TOKEN_PARAM,
} from './ConfirmationPages';
import { PublicLayout } from './PublicLayout';

const m = defineMessages({
  accountDeletedText: {
    id: 'public.accountDeleted.text',
    defaultMessage: "We're sorry to see you go. Your account and your personal data have been removed.",
  },
  createAccount: { id: 'public.accountDeleted.createAccount', defaultMessage: 'Create an account' },
  viewProducts: { id: 'public.accountDeleted.viewProducts', defaultMessage: 'View products' },
  deleteAccountErrorText: {
    id: 'public.deleteAccountError.text',
    defaultMessage: 'Something went wrong with the account deletion. Could you please try again?',
  },
  changeEmailErrorText: {
    id: 'public.changeEmailError.text',
    defaultMessage: 'Something went wrong with the email change. Could you please try again?',
  },
  subscriptionErrorText: {
    id: 'public.subscriptionError.text',
    defaultMessage: 'Something went wrong with the subscription. Could you please try again?',
  },
  tryAgain: { id: 'public.tryAgain', defaultMessage: 'Try again' },
  customerCare: { id: 'public.customerCare', defaultMessage: 'Contact customer care' },
  changeEmailSuccessText: {
    id: 'public.changeEmailSuccess.text',
    defaultMessage: 'From now on, please sign in with your new email address.',
  },
  subscriptionSuccessText: {
    id: 'public.subscriptionSuccess.text',
    defaultMessage: 'Thank you! From now on you will receive the {brandName} newsletter.',
  },
  continue: { id: 'public.continue', defaultMessage: 'Continue' },
});

/** The public pages (no sign-in): the confirmation links and the outcomes of deletion, e-mail change, subscription. */
export function PublicPage({ route }: { route: PublicRoute }) {
  switch (route) {
    case 'changeEmailConfirmation':
      return <ChangeEmailConfirmationPage />;
    case 'deleteAccountConfirmation':
      return <DeleteAccountConfirmationPage />;
    case 'doubleOptInConfirmation':
      return <SubscriptionConfirmationPage />;
    default:
      return <OutcomePage route={route} />;
  }
}

type OutcomeRoute = Exclude<PublicRoute, 'changeEmailConfirmation' | 'deleteAccountConfirmation' | 'doubleOptInConfirmation'>;

/** An outcome page: its title, a message and its actions. */
function OutcomePage({ route }: { route: OutcomeRoute }) {
  const intl = useIntl();
  const brand = useBrand();
  const [params] = useSearchParams();
  const { search } = useLocation();
  // A page that needs sign-in opens as a new document, so that sign-in starts when nobody is signed in (these pages
  // run without it; a client-side navigation would not ask).
  const signedInPage = (name: RouteName) => `${window.location.origin}${withKeptQuery(pathTo(name), search)}`;
  const link = (href: string, text: MessageDescriptor, variant: 'button' | 'secondary' | 'inline' = 'button') => (
    <Link
      variant={variant === 'inline' ? 'inline' : 'button'}
      className={variant === 'secondary' ? 'public-layout__secondary' : undefined}
      href={href}
    >
      {intl.formatMessage(text)}
    </Link>
  );
  const failed = (text: MessageDescriptor, retryHref: string) => ({
    text,
    actions: [link(retryHref, m.tryAgain), link(brand.customerCareUrl, m.customerCare, 'inline')],
  });
  // The double opt-in link's parameters, when the failed confirmation left them: 'Try again' confirms once more.
  const subscriptionLink = linkParams(params.get(TOKEN_PARAM), params.get(EMAIL_PARAM));

  const content: { text: MessageDescriptor; actions: ReactNode[] } = (() => {
    switch (route) {
      case 'accountDeleted':
        return { text: m.accountDeletedText, actions: [link(brand.createAccountUrl, m.createAccount), link(brand.productsUrl, m.viewProducts, 'secondary')] };
      case 'deleteAccountError':
        return failed(m.deleteAccountErrorText, signedInPage('settings'));
      case 'changeEmailError':
        return failed(m.changeEmailErrorText, signedInPage('changeEmail'));
      case 'doubleOptInConfirmationError':
        return failed(
          m.subscriptionErrorText,
          subscriptionLink.size === 2 ? `${pathTo('doubleOptInConfirmation')}?${subscriptionLink}` : brand.shopUrl,
        );
      case 'changeEmailSuccess':
        return { text: m.changeEmailSuccessText, actions: [link(signedInPage('overview'), m.continue)] };
      case 'doubleOptInConfirmationSuccess':
        return { text: m.subscriptionSuccessText, actions: [link(brand.shopUrl, m.continue)] };
    }
  })();

  return (
    <PublicLayout>
      <Page
        title={ROUTES[route].title}
        intro={<p>{intl.formatMessage(content.text, { brandName: brand.brandName })}</p>}
      >
        <div className="public-layout__actions">
          {content.actions.map((action, index) => (
            <Fragment key={index}>{action}</Fragment>
          ))}
        </div>
      </Page>
    </PublicLayout>
  );
}
