import type { ComponentProps, ReactElement } from 'react';
import { Focusable, OverlayArrow, setInteractionModality, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { followInputModality } from './interactionState';
import './Tooltip.css';

// react-aria opens a tooltip on a pointer's hover and on keyboard focus, by the input modality it follows itself, but
// only while its own listeners are there: from when its code loads (with the first screen that needs it), and not
// after the page's `beforeunload` (which a download fires). The app follows it from the start and keeps it told.
followInputModality(setInteractionModality);

/** Focusable's type asks for a DOM element; a ui Button passes its props and ref on to its own. */
type FocusableChild = ComponentProps<typeof Focusable>['children'];

export interface TooltipProps {
  /** The tooltip text; no tooltip when null. */
  text: string | null;
  /**
   * A focusable element that passes its props and ref on to the DOM (e.g. a ui Button; use `aria-disabled` rather
   * than `isDisabled` so it stays focusable).
   */
  children: ReactElement;
}

/**
 * A tooltip shown on hover and keyboard focus (open 400 ms, close 300 ms, spec §9). `Focusable` hands the trigger's
 * hover, focus and description props to the child, which can be any focusable element (our buttons are native).
 */
export function Tooltip({ text, children }: TooltipProps) {
  if (!text) return children;
  return (
    <TooltipTrigger delay={400} closeDelay={300}>
      <Focusable>{children as FocusableChild}</Focusable>
      <AriaTooltip className="ui-tooltip" offset={8}>
        <OverlayArrow className="ui-tooltip__arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true"><path d="M0 0 L4 4 L8 0" /></svg>
        </OverlayArrow>
        {text}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
