import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useBrand } from '../../brand/BrandContext';
import { Button, Drawer, Link } from '../../ui';
import { pathTo } from '../routes';
import { isLargeScreen, type Breakpoint } from '../useBreakpoint';
import { SideMenu } from './SideMenu';
import './Header.css';

const m = defineMessages({
  myAccount: { id: 'header.myAccount', defaultMessage: 'My account' },
  menu: { id: 'header.menu', defaultMessage: 'Menu' },
  closeMenu: { id: 'header.closeMenu', defaultMessage: 'Close menu' },
  signOut: { id: 'header.signOut', defaultMessage: 'Sign out' },
  shopMenu: { id: 'header.shopMenu', defaultMessage: 'Our products' },
});

export interface HeaderProps {
  breakpoint: Breakpoint;
  /** Known once the shell query arrives; the header renders before that. */
  viewer: { name: string | null; isBusiness: boolean } | null;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The shell header: brand, account label, on large screens the main menu of the brand's site; on smaller screens the
 * menu drawer (and a sign-out button).
 */
export function Header({ breakpoint, viewer }: HeaderProps) {
  const intl = useIntl();
  const brand = useBrand();
  const navigate = useNavigate();
  const large = isLargeScreen(breakpoint);
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        {!large && viewer ? (
          <Drawer
            triggerLabel={intl.formatMessage(m.menu)}
            triggerIcon="☰"
            title={intl.formatMessage(m.menu)}
            closeLabel={intl.formatMessage(m.closeMenu)}
          >
            {(close) => <SideMenu isBusiness={viewer.isBusiness} showOverview={false} onNavigate={close} />}
          </Drawer>
        ) : null}
        <Link
          variant="plain"
          href={pathTo('overview')}
          className="shell-header__brand"
        >
          <img className="shell-header__logo" src={brand.logoUrl} alt={brand.brandName} />
          <span className="shell-header__section">{intl.formatMessage(m.myAccount)}</span>
        </Link>
        {large && brand.menu.length > 0 ? (
          // The main menu of the brand's site (its public configuration, in the site's language).
          <nav className="shell-header__shop" aria-label={intl.formatMessage(m.shopMenu)}>
            <ul>
              {brand.menu.map((item) => (
                <li key={item.id}>
                  <Link variant="plain" href={item.url}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="shell-header__end">
          {viewer?.name && breakpoint !== 'small' ? (
            <span className="shell-header__user">
              <span className="shell-header__avatar" aria-hidden="true">{initials(viewer.name)}</span>
              <span className="shell-header__user-name">{viewer.name}</span>
            </span>
          ) : null}
          {breakpoint === 'small' ? (
            <Button variant="secondary" onPress={() => void navigate(pathTo('logout'))}>
              {intl.formatMessage(m.signOut)}
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
