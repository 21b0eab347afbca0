import { useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

/** The handlers the state follows; a caller's own (e.g. a tooltip trigger's, see `Tooltip`) run first. */
export interface InteractionHandlers<E extends HTMLElement> {
  onPointerEnter?: (event: PointerEvent<E>) => void;
  onPointerLeave?: (event: PointerEvent<E>) => void;
  onPointerDown?: (event: PointerEvent<E>) => void;
  onPointerUp?: (event: PointerEvent<E>) => void;
  onKeyDown?: (event: KeyboardEvent<E>) => void;
  onKeyUp?: (event: KeyboardEvent<E>) => void;
  onFocus?: (event: FocusEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
}

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

type InputModality = 'keyboard' | 'pointer';

let lastModality: InputModality | null = null;
const modalityListeners = new Set<(modality: InputModality) => void>();

function input(modality: InputModality) {
  lastModality = modality;
  for (const listener of modalityListeners) listener(modality);
}

if (typeof document !== 'undefined') {
  const capture = { capture: true, passive: true };
  document.addEventListener('pointerdown', () => input('pointer'), capture);
  document.addEventListener('pointermove', () => (lastModality === 'pointer' ? undefined : input('pointer')), capture);
  document.addEventListener('keydown', (event) => (MODIFIER_KEYS.has(event.key) ? undefined : input('keyboard')), capture);
}

/**
 * Calls `listener` with how the customer interacts, with keys or a pointer: now (once known), on every key and pointer
 * press, and when a pointer moves after keys. Followed from the start of the page, and before any component's
 * handlers see the event.
 */
export function followInputModality(listener: (modality: InputModality) => void) {
  modalityListeners.add(listener);
  if (lastModality) listener(lastModality);
}

/**
 * react-aria's state attributes for a native `<button>` or `<a>`: `data-hovered` (a mouse or pen over it, not a
 * touch), `data-pressed` (held down by a pointer or by one of `pressKeys`) and `data-focus-visible` (focus the
 * browser shows, `:focus-visible`, or any key pressed while it has focus), plus `data-disabled`. The ui styles are
 * keyed on them, so native controls look and behave like react-aria's. Returns the attributes and the handlers to
 * spread on the element after its other props.
 */
export function useInteractionState<E extends HTMLElement>(
  handlers: InteractionHandlers<E>,
  { isDisabled = false, pressKeys }: { isDisabled?: boolean; pressKeys: readonly string[] },
) {
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  return {
    'data-hovered': (hovered && !isDisabled) || undefined,
    'data-pressed': (pressed && !isDisabled) || undefined,
    'data-focus-visible': focusVisible || undefined,
    'data-disabled': isDisabled || undefined,
    onPointerEnter: (event: PointerEvent<E>) => {
      handlers.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<E>) => {
      handlers.onPointerLeave?.(event);
      setHovered(false);
      setPressed(false);
    },
    onPointerDown: (event: PointerEvent<E>) => {
      handlers.onPointerDown?.(event);
      if (event.button === 0) setPressed(true);
    },
    onPointerUp: (event: PointerEvent<E>) => {
      handlers.onPointerUp?.(event);
      setPressed(false);
    },
    onPointerCancel: () => setPressed(false),
    onKeyDown: (event: KeyboardEvent<E>) => {
      handlers.onKeyDown?.(event);
      if (!MODIFIER_KEYS.has(event.key)) setFocusVisible(true);
      if (pressKeys.includes(event.key)) setPressed(true);
    },
    onKeyUp: (event: KeyboardEvent<E>) => {
      handlers.onKeyUp?.(event);
      if (pressKeys.includes(event.key)) setPressed(false);
    },
    onFocus: (event: FocusEvent<E>) => {
      handlers.onFocus?.(event);
      setFocusVisible(event.currentTarget.matches(':focus-visible'));
    },
    onBlur: (event: FocusEvent<E>) => {
      handlers.onBlur?.(event);
      setFocusVisible(false);
      setPressed(false);
    },
  };
}
