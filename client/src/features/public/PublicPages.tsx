import { defineMessages, useIntl } from 'react-intl';
import { Page } from '../../app/Page';
import { pathTo, ROUTES, type PublicRoute } from '../../app/routes';
import { useBrand } from '../../brand/BrandContext';
import { Link } from '../../ui';
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
  continue: { id: 'public.continue', defaultMessage: 'Continue' },
  confirmationPending: {
    id: 'public.confirmation.pending',
    defaultMessage: 'This confirmation is not available here yet. Please use the link in your e-mail again later.',
  },
});

/** The public pages (no sign-in): deletion, e-mail change and subscription outcomes. */
export function PublicPage({ route }: { route: PublicRoute }) {
  const intl = useIntl();
  const brand = useBrand();
  const careLink = (
    <Link variant="inline" href={brand.customerCareUrl}>
      {intl.formatMessage(m.customerCare)}
    </Link>
  );

  const content = (() => {
    switch (route) {
      case 'accountDeleted':
        return {
          text: m.accountDeletedText,
          actions: (
            <>
              <Link variant="button" href={brand.shopUrl}>{intl.formatMessage(m.createAccount)}</Link>
              <Link variant="inline" href={brand.shopUrl}>{intl.formatMessage(m.viewProducts)}</Link>
            </>
          ),
        };
      case 'deleteAccountError':
      case 'changeEmailError':
        return {
          text: route === 'deleteAccountError' ? m.deleteAccountErrorText : m.changeEmailErrorText,
          actions: (
            <>
              <Link variant="button" href={pathTo('settings')}>{intl.formatMessage(m.tryAgain)}</Link>
              {careLink}
            </>
          ),
        };
      case 'doubleOptInConfirmationError':
        return {
          text: m.subscriptionErrorText,
          actions: (
            <>
              <Link variant="button" href={brand.shopUrl}>{intl.formatMessage(m.tryAgain)}</Link>
              {careLink}
            </>
          ),
        };
      case 'changeEmailSuccess':
        return {
          text: m.changeEmailSuccessText,
          actions: <Link variant="button" href={pathTo('overview')}>{intl.formatMessage(m.continue)}</Link>,
        };
      case 'doubleOptInConfirmationSuccess':
        return {
          text: null,
          actions: <Link variant="button" href={brand.shopUrl}>{intl.formatMessage(m.continue)}</Link>,
        };
      default:
        return { text: m.confirmationPending, actions: careLink };
    }
  })();

  return (
    <PublicLayout>
      <Page title={ROUTES[route].title} intro={content.text ? <p>{intl.formatMessage(content.text)}</p> : null}>
        <div className="public-layout__actions">{content.actions}</div>
      </Page>
    </PublicLayout>
  );
}
