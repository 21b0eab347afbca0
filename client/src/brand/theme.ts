import type { FontName } from '@my-account/brands';
import type { Brand } from './brands';

/** The brand fonts (self-hosted, `fonts/<name>.css`): each loads, as its own stylesheet, on its brands' sites only. */
const FONTS = import.meta.glob('./fonts/*.css');

const FONT_FAMILIES: Record<Exclude<FontName, 'system'>, string> = {
  inter: 'Inter',
  nunito: 'Nunito',
  raleway: 'Raleway',
  'source-sans-3': "'Source Sans 3'",
  montserrat: 'Montserrat',
  lato: 'Lato',
  'work-sans': "'Work Sans'",
  karla: 'Karla',
  'dm-sans': "'DM Sans'",
  poppins: 'Poppins',
};

/**
 * Applies the brand's look: colours (CSS custom properties `--brand`, `--brand-strong`, `--brand-soft`,
 * `--header-bg`) and font (`--font-brand`, its stylesheet loaded beside the app; the platform's font shows until it
 * arrives).
 */
export function applyBrandTheme(brand: Brand, root: HTMLElement = document.documentElement): void {
  const { theme } = brand;
  root.style.setProperty('--brand', theme.primary);
  root.style.setProperty('--brand-strong', theme.primaryDark);
  root.style.setProperty('--brand-soft', theme.tint);
  root.style.setProperty('--header-bg', theme.header);
  root.dataset.brand = brand.vendor;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
  if (theme.font !== 'system') {
    root.style.setProperty('--font-brand', FONT_FAMILIES[theme.font]);
    void FONTS[`./fonts/${theme.font}.css`]?.().catch(() => undefined); // the platform's font stays
  }
}
