import type { Brand } from './brands';

/** Applies the brand colour (CSS custom property `--brand`; tints are derived in CSS). */
export function applyBrandTheme(brand: Brand, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--brand', brand.color);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.color);
}
