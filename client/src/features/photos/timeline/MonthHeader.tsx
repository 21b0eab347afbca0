import { useIntl } from 'react-intl';
import { Button } from '../../../ui';
import { usePhotoSelection, useSelectionState } from '../selection/photoSelection';
import { monthLabel } from './monthLabel';
import type { MonthLayout, MonthSummary } from './timelineManager';

export interface MonthHeaderProps {
  summary: MonthSummary;
  layout: MonthLayout;
  /** Ids of the month's photos loaded so far. */
  loadedIds: readonly string[];
}

/** The month heading; it is the month's select-all button (selects every photo, or deselects when all are). */
export function MonthHeader({ summary, layout, loadedIds }: MonthHeaderProps) {
  const intl = useIntl();
  const selection = usePhotoSelection();
  const state = useSelectionState();
  const label = monthLabel(intl, summary);
  const allSelected =
    state.all ||
    state.months.has(summary.id) ||
    (layout.displayed > 0 && loadedIds.length >= layout.displayed && loadedIds.every((id) => state.ids.has(id)));
  return (
    <h2 className="timeline-month__heading">
      <Button
        variant="quiet"
        className="timeline-month__select"
        aria-pressed={allSelected}
        data-testid="month-select-all"
        data-month-id={summary.id}
        onPress={() =>
          allSelected ? selection.deselectMonth(summary.id, loadedIds) : selection.selectMonth(summary.id, loadedIds)
        }
      >
        <span className="timeline-month__check" aria-hidden="true">{allSelected ? '✓' : ''}</span>
        {label}
      </Button>
    </h2>
  );
}
