import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ActionBar, Button, Modal, Spinner, useToast } from '../../ui';
import { openEditor } from './openEditor';
import './PrintSelectionBar.css';
import { useCreatePrintSelectionMutation } from './useCreatePrintSelectionMutation';

/** The transfer overlay stays at least this long before the editor opens (spec §9). */
export const PRINT_HANDOFF_MIN_MS = 3000;

const m = defineMessages({
  label: { id: 'prints.bar.label', defaultMessage: 'Order photo prints' },
  cancel: { id: 'prints.bar.cancel', defaultMessage: 'Cancel' },
  selecting: { id: 'prints.bar.selecting', defaultMessage: 'Selecting your photos...' },
  failed: { id: 'prints.transfer.failed', defaultMessage: 'Error transferring photos. Try again.' },
  deselectTooSmall: { id: 'prints.bar.deselectTooSmall', defaultMessage: 'Deselect too-small photos' },
});

const mv = defineMessages<{
  next: { amount: number };
  adding: { amount: number };
  tooSmall: { count: number; total: number; size: string };
}>({
  next: {
    id: 'prints.bar.next',
    defaultMessage: 'Next: Customise {amount, plural, one {# photo print} other {# photo prints}}',
  },
  adding: {
    id: 'prints.transfer.adding',
    defaultMessage: 'Adding {amount, plural, one {# photo} other {# photos}} to editor...',
  },
  tooSmall: {
    id: 'prints.bar.tooSmall',
    defaultMessage:
      '{count, plural, one {# of {total} photos is} other {# of {total} photos are}} too small for a sharp {size} print',
  },
});

export interface PrintSelectionBarProps {
  /** Global ids of the chosen photos. */
  selectedIds: readonly string[];
  /** The photos are still being selected (e.g. all loaded photos of an album). */
  isLoading: boolean;
  /** The album the photos are chosen in, if any. */
  albumId?: string;
  /** Leaves order-prints mode. */
  onCancel: () => void;
  /** The chosen photos too small for a sharp print (print readiness), if any. */
  tooSmallIds?: readonly string[];
  /** The print size they were checked at, e.g. "10.2 × 15.2 cm". */
  printSizeText?: string | null;
  /** Takes the given photos out of the selection ('Deselect too-small photos'). */
  onDeselect?: (ids: readonly string[]) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The bottom bar of order-prints mode: Cancel and 'Next: Customise {amount} photo prints' (disabled at 0,
 * 'Selecting your photos...' while loading). Next shows the overlay 'Adding {amount} photos to editor...' (Escape
 * does not close it) for at least 3000 ms while the selection is stored, then sends the browser to the editor;
 * on failure the overlay goes and the toast 'Error transferring photos. Try again.' appears.
 */
export function PrintSelectionBar({
  selectedIds, isLoading, albumId, onCancel, tooSmallIds = [], printSizeText = null, onDeselect,
}: PrintSelectionBarProps) {
  const intl = useIntl();
  const toast = useToast();
  const [createSelection] = useCreatePrintSelectionMutation();
  const [transferring, setTransferring] = useState<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const amount = selectedIds.length;
  const tooSmall = tooSmallIds.length;
  const summary =
    tooSmall > 0 && printSizeText ? intl.formatMessage(mv.tooSmall, { count: tooSmall, total: amount, size: printSizeText }) : null;
  const transfer = async () => {
    if (amount === 0 || transferring !== null) return;
    setTransferring(amount);
    const minimum = wait(PRINT_HANDOFF_MIN_MS);
    // Refused or failed (null): the same text, the customer can try again or leave.
    const editorUrl = await createSelection({ photoIds: selectedIds, albumId }).then(
      (outcome) => (outcome.ok ? outcome.editorUrl : null),
      () => null,
    );
    await minimum;
    if (editorUrl) {
      openEditor(editorUrl); // the overlay stays until the editor has loaded
      return;
    }
    if (!mounted.current) return;
    setTransferring(null);
    toast.show(intl.formatMessage(m.failed), { tone: 'error' });
  };

  return (
    <>
      <ActionBar label={intl.formatMessage(m.label)} className="print-selection-bar" testId="print-selection-bar">
        {/* A live region from the start, so the summary is read out when it appears. */}
        <p
          role="status"
          className={summary ? 'print-selection-bar__readiness' : 'visually-hidden'}
          data-testid="print-readiness-summary"
        >
          {summary}
        </p>
        {tooSmall > 0 && onDeselect ? (
          <Button variant="secondary" onPress={() => onDeselect(tooSmallIds)} isDisabled={transferring !== null}>
            {intl.formatMessage(m.deselectTooSmall)}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onCancel} isDisabled={transferring !== null}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button
          variant="primary"
          onPress={() => void transfer()}
          isDisabled={isLoading || amount === 0 || transferring !== null}
          data-testid="print-selection-next"
        >
          {isLoading ? intl.formatMessage(m.selecting) : intl.formatMessage(mv.next, { amount })}
        </Button>
      </ActionBar>
      <Modal
        isOpen={transferring !== null}
        onOpenChange={() => undefined}
        isKeyboardDismissDisabled
        title={intl.formatMessage(mv.adding, { amount: transferring ?? amount })}
        testId="print-transfer-overlay"
      >
        <Spinner label={intl.formatMessage(mv.adding, { amount: transferring ?? amount })} />
      </Modal>
    </>
  );
}
