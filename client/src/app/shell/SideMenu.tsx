import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router';
import { useBrand } from '../../brand/BrandContext';
import { useFlag } from '../../flags/useFlag';
import { Link } from '../../ui';
import { pathTo, type RouteName } from '../routes';
import './SideMenu.css';

export const menuMessages = defineMessages({
  label: { id: 'menu.label', defaultMessage: 'Account menu' },
  overview: { id: 'menu.overview', defaultMessage: 'My account overview' },
  orders: { id: 'menu.orders', defaultMessage: 'My orders' },
  invoices: { id: 'menu.invoices', defaultMessage: 'Invoices' },
  ftp: { id: 'menu.ftpIntegration', defaultMessage: 'FTP instructions' },
  settings: { id: 'menu.settings', defaultMessage: 'Settings' },
  savedProjects: { id: 'menu.savedProjects', defaultMessage: 'My saved projects' },
  photos: { id: 'menu.photos', defaultMessage: 'My photos' },
  widgets: { id: 'menu.widgets', defaultMessage: 'My online photo books' },
  faq: { id: 'menu.faq', defaultMessage: 'FAQs' },
  signOut: { id: 'menu.signOut', defaultMessage: 'Sign out' },
});

export interface SideMenuProps {
  isBusiness: boolean;
  /** The overview entry is shown only on large screens (spec §2). */
  showOverview: boolean;
  /** Called after an entry is chosen (closes the drawer on small screens). */
  onNavigate?: () => void;
}

interface Entry {
  key: string;
  label: MessageDescriptor;
  href: string;
  icon: string;
  /** Route names whose pages mark this entry as current. */
  current?: RouteName[];
  external?: boolean;
}

const SETTINGS_PREFIX = '/settings';

/** The side menu of the shell (spec §2 "Shell and menu"). */
export function SideMenu({ isBusiness, showOverview, onNavigate }: SideMenuProps) {
  const intl = useIntl();
  const brand = useBrand();
  const { pathname } = useLocation();
  const photosOn = useFlag('PhotoManagementTimelineViewEnabled');

  const entries: Entry[] = [
    ...(showOverview ? [{ key: 'overview', label: menuMessages.overview, href: pathTo('overview'), icon: '⌂' }] : []),
    { key: 'orders', label: menuMessages.orders, href: pathTo('orders'), icon: '▤' },
    ...(isBusiness
      ? [
          { key: 'invoices', label: menuMessages.invoices, href: pathTo('invoices'), icon: '€' },
          { key: 'ftp', label: menuMessages.ftp, href: pathTo('ftpIntegration'), icon: '⇅' },
        ]
      : []),
    { key: 'settings', label: menuMessages.settings, href: pathTo(isBusiness ? 'settingsB2b' : 'settings'), icon: '⚙' },
    { key: 'savedProjects', label: menuMessages.savedProjects, href: pathTo('savedProjects'), icon: '✎' },
    ...(photosOn ? [{ key: 'photos', label: menuMessages.photos, href: pathTo('photoManagement'), icon: '▦' }] : []),
    ...(!isBusiness ? [{ key: 'widgets', label: menuMessages.widgets, href: pathTo('widgets'), icon: '❏' }] : []),
  ];

  // Below the others: help and signing out.
  const secondary: Entry[] = [
    { key: 'faq', label: menuMessages.faq, href: brand.faqUrl, icon: '?' },
    { key: 'signOut', label: menuMessages.signOut, href: pathTo('logout'), icon: '→' },
  ];

  const isCurrent = (entry: Entry) => {
    if (entry.key === 'settings') return pathname === SETTINGS_PREFIX || pathname.startsWith(`${SETTINGS_PREFIX}/`);
    if (entry.href === '/') return pathname === '/';
    return pathname === entry.href || pathname.startsWith(`${entry.href}/`);
  };

  const item = (entry: Entry, current: boolean) => (
    <li key={entry.key}>
      <Link
        variant="plain"
        href={entry.href}
        className="side-menu__link"
        aria-current={current ? 'page' : undefined}
        onPress={onNavigate}
      >
        <span className="side-menu__icon" aria-hidden="true">{entry.icon}</span>
        <span className="side-menu__label">{intl.formatMessage(entry.label)}</span>
      </Link>
    </li>
  );

  return (
    <nav aria-label={intl.formatMessage(menuMessages.label)} className="side-menu">
      <ul className="side-menu__list">{entries.map((entry) => item(entry, isCurrent(entry)))}</ul>
      <ul className="side-menu__list side-menu__list--secondary">{secondary.map((entry) => item(entry, false))}</ul>
    </nav>
  );
}
