import { useSyncExternalStore } from 'react';

/** Spec §9 breakpoints: small < 575 px, medium < 1024, large < 1280, else extra large. */
export type Breakpoint = 'small' | 'medium' | 'large' | 'xl';

export function breakpointOf(width: number): Breakpoint {
  if (width < 575) return 'small';
  if (width < 1024) return 'medium';
  if (width < 1280) return 'large';
  return 'xl';
}

/** "Large screens" (side menu visible, overview entry shown) are large and extra large. */
export const isLargeScreen = (b: Breakpoint) => b === 'large' || b === 'xl';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, () => breakpointOf(window.innerWidth), () => 'xl');
}

/** Width below which the chat widget is hidden (spec §1). */
export const CHAT_MIN_WIDTH = 576;

export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, () => 1280);
}
