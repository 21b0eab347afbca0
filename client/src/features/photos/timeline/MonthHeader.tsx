import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui';
import { usePhotoSelection, useSelectionState } from '../selection/photoSelection';
import { monthLabel } from './monthLabel';
import type { MonthLayout, MonthSummary, TimelineManager } from './timelineManager';

export interface MonthHeaderProps {
  summary: MonthSummary;
  layout: MonthLayout;
  /** Tells the ids of the month's photos loaded so far. */
  manager: TimelineManager;
}

/**
 * The month heading; it is the month's select-all button (selects every photo, or deselects when all are). It stays
 * the same element while the month's photos load.
 */
export function MonthHeader({ summary, layout, manager }: MonthHeaderProps) {
  const intl = useIntl();
  const loadedIds = useSyncExternalStore(manager.subscribe, () => manager.loadedOf(summary.id));
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
        <span className="timeline-month__check" aria-hidden="true" />
        {label}
      </Button>
    </h2>
  );
}
