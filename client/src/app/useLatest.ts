import { useInsertionEffect, useRef } from 'react';

/**
 * The value of the last committed render, for callbacks that must keep their identity across renders (a memoised
 * child's press handler, a source handed to a store once) yet read what the screen shows now. Read `.current` in
 * event handlers and effects only, never while rendering.
 *
 * The ref is written after the render commits — a render React throws away (Suspense, a transition) must not leak
 * into it — and in an insertion effect, so layout effects, passive effects and events all see the new value.
 * For a value read only inside effects, prefer React's `useEffectEvent`.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
