import type { ReactNode } from 'react';
import { useBrand } from '../../brand/BrandContext';
import './PublicLayout.css';

/** Pages without the account shell (public confirmation pages): the brand and a centred panel. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <img className="public-layout__logo" src={brand.logoUrl} alt={brand.brandName} />
      </header>
      <main className="public-layout__main">
        <div className="public-layout__panel">{children}</div>
      </main>
    </div>
  );
}
