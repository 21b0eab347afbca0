/**
 * The app's one live region: `announce(text)` has screen readers read `text` once, politely (or, for a failure,
 * `assertive`ly). Each call adds the text to a visually hidden region made once, at load, at the end of the document;
 * it is removed again after a while. `data-live-announcer` keeps the region audible while a modal dialog hides the rest
 * of the page (react-aria's `ariaHideOutside` leaves it alone). Call it when the event happens (a handler, or an effect
 * keyed by the event), never on every render.
 */
export type Politeness = 'polite' | 'assertive';

/** How long an announcement stays in the region (screen readers have read it long before). */
const KEEP_MS = 7000;

function makeRegions(): Record<Politeness, HTMLElement> | null {
  if (typeof document === 'undefined') return null;
  const root = document.createElement('div');
  root.dataset.liveAnnouncer = 'true';
  root.className = 'visually-hidden';
  const region = (politeness: Politeness) => {
    const element = document.createElement('div');
    element.setAttribute('aria-live', politeness);
    element.setAttribute('aria-relevant', 'additions');
    element.dataset.testid = `live-announcer-${politeness}`;
    root.append(element);
    return element;
  };
  const regions = { assertive: region('assertive'), polite: region('polite') };
  document.body.append(root);
  return regions;
}

const regions = makeRegions();

export function announce(text: string, politeness: Politeness = 'polite') {
  if (!regions || text.trim() === '') return;
  const line = document.createElement('div');
  line.textContent = text;
  regions[politeness].append(line);
  window.setTimeout(() => line.remove(), KEEP_MS);
}

/** What the live region says now, oldest first (tests). */
export function announcements(politeness: Politeness = 'polite'): string[] {
  return [...(regions?.[politeness].children ?? [])].map((line) => line.textContent ?? '');
}

/** Empties the live region (between tests: the files of a test worker share one document). */
export function clearAnnouncements() {
  for (const region of Object.values(regions ?? {})) region.replaceChildren();
}
