import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../app/Page';
import { pathTo, ROUTES, type PublicRoute } from '../../app/routes';
import { useLatest } from '../../app/useLatest';
import { useSession } from '../../auth/AuthContext';
import { signOutTo, type PostLogoutRoute } from '../../auth/signOut';
import type { MutationOutcome } from '../../relay/mutationOutcome';
import { Spinner, withKeptQuery } from '../../ui';
import { useConfirmAccountDeletionMutation } from './mutations/useConfirmAccountDeletionMutation';
import { useConfirmEmailChangeMutation } from './mutations/useConfirmEmailChangeMutation';
import { useConfirmSubscriptionMutation } from './mutations/useConfirmSubscriptionMutation';
import { PublicLayout } from './PublicLayout';

const m = defineMessages({ confirming: { id: 'public.confirming', defaultMessage: 'Confirming…' } });

export const TOKEN_PARAM = 'confirmation-token';
export const EMAIL_PARAM = 'email';

/** A confirmation under way: the page's title and a spinner while `confirm` runs, once (also under StrictMode). */
function Confirming({ route, confirm }: { route: PublicRoute; confirm: () => Promise<void> }) {
  const intl = useIntl();
  const latest = useLatest(confirm);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void latest.current();
  }, [latest]);
  return (
    <PublicLayout>
      <Page title={ROUTES[route].title}>
        <Spinner label={intl.formatMessage(m.confirming)} />
      </Page>
    </PublicLayout>
  );
}

/** Replaces the page by another public page (the query string carried, the link's parameters not). */
function useReplaceBy() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (route: PublicRoute, extra?: URLSearchParams) => {
    const href = withKeptQuery(pathTo(route), search);
    void navigate(extra && extra.size > 0 ? `${href}${href.includes('?') ? '&' : '?'}${extra}` : href, { replace: true });
  };
}

/** Whether a confirmation request was done: refused or failed counts as not confirmed (the failure is logged). */
async function confirmed(request: Promise<MutationOutcome<string>>): Promise<boolean> {
  try {
    return (await request).ok;
  } catch (error) {
    console.error(error);
    return false;
  }
}

/**
 * The e-mail change and account deletion links: confirm the link's token; on success sign the customer out (when
 * signed in here) and end at the success page, else replace this page by the error page.
 */
function TokenConfirmation({ route, confirm, success, failure }: {
  route: PublicRoute;
  confirm: (token: string) => Promise<MutationOutcome<string>>;
  success: PostLogoutRoute;
  failure: PublicRoute;
}) {
  const session = useSession();
  const [params] = useSearchParams();
  const replaceBy = useReplaceBy();
  const run = async () => {
    const token = params.get(TOKEN_PARAM);
    if (!token || !(await confirmed(confirm(token)))) {
      replaceBy(failure);
      return;
    }
    await signOutTo(session, success).catch((error: unknown) => {
      console.error(error);
      window.location.replace(pathTo(success));
    });
  };
  return <Confirming route={route} confirm={run} />;
}

/** '/change-email-confirmation?confirmation-token=…' (the link of the e-mail change). */
export function ChangeEmailConfirmationPage() {
  const [confirm] = useConfirmEmailChangeMutation();
  return (
    <TokenConfirmation route="changeEmailConfirmation" confirm={confirm} success="changeEmailSuccess" failure="changeEmailError" />
  );
}

/** '/delete-account-confirmation?confirmation-token=…' (the link of the account deletion). */
export function DeleteAccountConfirmationPage() {
  const [confirm] = useConfirmAccountDeletionMutation();
  return (
    <TokenConfirmation route="deleteAccountConfirmation" confirm={confirm} success="accountDeleted" failure="deleteAccountError" />
  );
}

/** The double opt-in link's parameters (those it has). */
export function linkParams(token: string | null, email: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (token) params.set(TOKEN_PARAM, token);
  if (email) params.set(EMAIL_PARAM, email);
  return params;
}

/**
 * '/subscription-confirmation?confirmation-token=…&email=…' (the newsletter double opt-in link): confirms, then
 * replaces this page by the success or the error page (which keeps the link's parameters for its 'Try again').
 */
export function SubscriptionConfirmationPage() {
  const [confirm] = useConfirmSubscriptionMutation();
  const [params] = useSearchParams();
  const replaceBy = useReplaceBy();
  const run = async () => {
    const token = params.get(TOKEN_PARAM);
    const email = params.get(EMAIL_PARAM);
    if (token && email && (await confirmed(confirm(email, token)))) replaceBy('doubleOptInConfirmationSuccess');
    else replaceBy('doubleOptInConfirmationError', linkParams(token, email));
  };
  return <Confirming route="doubleOptInConfirmation" confirm={run} />;
}
