import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../../ui';
import { usePhotoSelection, useSelectionState } from '../selection/photoSelection';

const m = defineMessages({
  select: { id: 'photos.select.start', defaultMessage: 'Select' },
  cancel: { id: 'photos.select.cancel', defaultMessage: 'Cancel' },
  selectAll: { id: 'photos.select.all', defaultMessage: 'Select all' },
  deselectAll: { id: 'photos.select.none', defaultMessage: 'Deselect all' },
});

const mv = defineMessages<{ selected: { count: number } }>({
  selected: { id: 'photos.select.count', defaultMessage: '{count} selected' },
});

/**
 * 'Select' starts selection mode; then '{count} selected', Select all / Deselect all and Cancel. The control pressed
 * is replaced by the other (Select by Cancel and back), so the focus moves along instead of falling to the page; the
 * same when the selection ends elsewhere (an action done) and the focus went with the control that did it.
 */
export function SelectionControls() {
  const intl = useIntl();
  const selection = usePhotoSelection();
  const state = useSelectionState();
  const startRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasSelecting = useRef(state.isSelecting);
  useEffect(() => {
    if (wasSelecting.current === state.isSelecting) return;
    wasSelecting.current = state.isSelecting;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusLost) (state.isSelecting ? cancelRef : startRef).current?.focus();
  }, [state.isSelecting]);

  if (!state.isSelecting) {
    return (
      <Button ref={startRef} variant="secondary" onPress={() => selection.start()} data-testid="select-start">
        {intl.formatMessage(m.select)}
      </Button>
    );
  }
  const everything = state.all;
  return (
    <div className="selection-controls">
      <span className="selection-controls__count" role="status" data-testid="selected-count">
        {intl.formatMessage(mv.selected, { count: state.ids.size })}
      </span>
      <Button
        variant="quiet"
        onPress={() => (everything ? selection.deselectAll() : selection.selectAllFromSource())}
        data-testid="select-all"
      >
        {intl.formatMessage(everything ? m.deselectAll : m.selectAll)}
      </Button>
      <Button ref={cancelRef} variant="secondary" onPress={() => selection.cancel()} data-testid="select-cancel">
        {intl.formatMessage(m.cancel)}
      </Button>
    </div>
  );
}
