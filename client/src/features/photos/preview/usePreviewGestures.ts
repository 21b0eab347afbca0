import { useRef, useState, type PointerEvent } from 'react';

/** Spec §9 limits of the preview. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 2.5;
export const SWIPE_THRESHOLD = 0.35; // of the width
export const DRAG_CLOSE_THRESHOLD = 0.35; // of the height
export const DOUBLE_TAP_MS = 200;
/** A pointer that moved less than this is a tap. */
const TAP_SLOP_PX = 10;

export interface GestureHandlers {
  onNext: () => void;
  onPrevious: () => void;
  onClose: () => void;
  onToggleZoom: () => void;
  zoomed: boolean;
}

/**
 * Pointer gestures of the preview: double tap (within 200 ms) toggles the zoom; on touch, a horizontal swipe
 * over 35% of the width moves to the next / previous photo and a drag down over 35% of the height closes.
 */
export function usePreviewGestures({ onNext, onPrevious, onClose, onToggleZoom, zoomed }: GestureHandlers) {
  const start = useRef<{ x: number; y: number; id: number; type: string } | null>(null);
  const lastTap = useRef(0);
  const [drag, setDrag] = useState({ x: 0, y: 0 });

  const size = (el: HTMLElement) => {
    const rect = el.getBoundingClientRect();
    return { width: rect.width || window.innerWidth, height: rect.height || window.innerHeight };
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId, type: e.pointerType };
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId || s.type !== 'touch' || zoomed) return;
    setDrag({ x: e.clientX - s.x, y: Math.max(0, e.clientY - s.y) });
  };

  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    start.current = null;
    setDrag({ x: 0, y: 0 });
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    if (Math.abs(dx) < TAP_SLOP_PX && Math.abs(dy) < TAP_SLOP_PX) {
      const now = Date.now();
      if (now - lastTap.current <= DOUBLE_TAP_MS) {
        lastTap.current = 0;
        onToggleZoom();
      } else {
        lastTap.current = now;
      }
      return;
    }
    if (s.type !== 'touch' || zoomed) return;
    const { width, height } = size(e.currentTarget);
    if (Math.abs(dx) > Math.abs(dy) && Math.abs(dx) > width * SWIPE_THRESHOLD) {
      if (dx < 0) onNext();
      else onPrevious();
    } else if (dy > Math.abs(dx) && dy > height * DRAG_CLOSE_THRESHOLD) {
      onClose();
    }
  };

  const onPointerCancel = () => {
    start.current = null;
    setDrag({ x: 0, y: 0 });
  };

  return { drag, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
