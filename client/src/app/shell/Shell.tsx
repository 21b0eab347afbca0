import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { ShellQuery } from '../../__generated__/ShellQuery.graphql';
import { logoutTo } from '../../features/logout/logoutState';
import { PageLoader } from '../PageLoader';
import { pathTo } from '../routes';
import { CHAT_MIN_WIDTH, isLargeScreen, useBreakpoint, useViewportWidth, type Breakpoint } from '../useBreakpoint';
import { useStripped } from '../useStripped';
import type { BusinessAccountStatus } from './BusinessStatusBanner';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import './Shell.css';

// The chat button floats beside the page and is hidden on photo pages and small screens (spec §1): it loads after the
// page, and never where it is hidden.
const SupportChat = lazy(() =>
  import('./SupportChat').then(
    (module): { default: () => ReactNode } => ({ default: module.SupportChat }),
    () => ({ default: () => null }),
  ),
);

export const shellQuery = graphql`
  query ShellQuery {
    viewer {
      name
      firstName
      isBusiness
      accountDeleted
      businessAccountStatus
    }
  }
`;

const m = defineMessages({ skip: { id: 'shell.skipToContent', defaultMessage: 'Skip to main content' } });

/**
 * The business status banner: its code only for business customers (a chunk of its own, asked for once the viewer is
 * known to be one; its texts are in the first catalogue). Should the chunk not load, there is no banner.
 */
const BusinessStatusBanner = lazy(() => import('./BusinessStatusBanner').catch(() => ({ default: () => null })));

type ShellQueryRef = PreloadedQuery<ShellQuery>;

function HeaderWithViewer({ queryRef, breakpoint }: { queryRef: ShellQueryRef; breakpoint: Breakpoint }) {
  const { viewer } = usePreloadedQuery<ShellQuery>(shellQuery, queryRef);
  return <Header breakpoint={breakpoint} viewer={{ name: viewer.name ?? viewer.firstName ?? null, isBusiness: viewer.isBusiness }} />;
}

function MenuWithViewer({ queryRef }: { queryRef: ShellQueryRef }) {
  const { viewer } = usePreloadedQuery<ShellQuery>(shellQuery, queryRef);
  return <SideMenu isBusiness={viewer.isBusiness} showOverview />;
}

/**
 * Account-wide effects of the viewer: the business status banner, and sign-out of deleted accounts (which then end at
 * 'account deleted', not at the sign-in page: the identity provider still lets them in).
 */
function ViewerStatus({ queryRef }: { queryRef: ShellQueryRef }) {
  const { viewer } = usePreloadedQuery<ShellQuery>(shellQuery, queryRef);
  const navigate = useNavigate();
  useEffect(() => {
    if (viewer.accountDeleted) void navigate(pathTo('logout'), logoutTo('accountDeleted'));
  }, [viewer.accountDeleted, navigate]);
  if (viewer.accountDeleted || !viewer.isBusiness) return null;
  return (
    <div className="shell__banner">
      <BusinessStatusBanner status={viewer.businessAccountStatus as BusinessAccountStatus | null} />
    </div>
  );
}

/**
 * The signed-in shell: header, side menu (a drawer below 1024 px), business banner and support chat around the
 * page. The frame renders at once; parts that need the viewer suspend on their own, the page on its own.
 * `?stripped=true` hides header, menu and chat.
 */
export function Shell() {
  const queryRef = useLoaderData() as ShellQueryRef;
  const intl = useIntl();
  const stripped = useStripped();
  const breakpoint = useBreakpoint();
  const width = useViewportWidth();
  const { pathname } = useLocation();
  const large = isLargeScreen(breakpoint);
  const showChat = !stripped && width >= CHAT_MIN_WIDTH && !pathname.startsWith(pathTo('photoManagement'));

  return (
    <div className={stripped ? 'shell shell--stripped' : 'shell'}>
      {!stripped ? (
        <>
          <a className="shell__skip" href="#main-content">{intl.formatMessage(m.skip)}</a>
          <Suspense fallback={<Header breakpoint={breakpoint} viewer={null} />}>
            <HeaderWithViewer queryRef={queryRef} breakpoint={breakpoint} />
          </Suspense>
        </>
      ) : null}
      <div className="shell__body">
        {!stripped && large ? (
          <aside className="shell__aside">
            <Suspense fallback={<div className="shell__menu-skeleton" aria-hidden="true" />}>
              <MenuWithViewer queryRef={queryRef} />
            </Suspense>
          </aside>
        ) : null}
        <main id="main-content" tabIndex={-1} className="shell__main">
          {/* The banner and the page show together: a banner arriving after the page would push it down under the
              customer's pointer. */}
          <Suspense fallback={<PageLoader />}>
            <ViewerStatus queryRef={queryRef} />
            <Outlet />
          </Suspense>
        </main>
      </div>
      {showChat ? (
        <Suspense fallback={null}>
          <SupportChat />
        </Suspense>
      ) : null}
    </div>
  );
}
