import type { ReactElement } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import './Tooltip.css';

export interface TooltipProps {
  /** The tooltip text; no tooltip when null. */
  text: string | null;
  /** A focusable element (e.g. a ui Button; use `aria-disabled` rather than `isDisabled` so it stays focusable). */
  children: ReactElement;
}

/** A tooltip shown on hover and keyboard focus (open 400 ms, close 300 ms, spec §9). */
export function Tooltip({ text, children }: TooltipProps) {
  if (!text) return children;
  return (
    <TooltipTrigger delay={400} closeDelay={300}>
      {children}
      <AriaTooltip className="ui-tooltip" offset={8}>
        <OverlayArrow className="ui-tooltip__arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true"><path d="M0 0 L4 4 L8 0" /></svg>
        </OverlayArrow>
        {text}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
