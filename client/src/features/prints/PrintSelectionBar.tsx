import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ActionBar, Button, Modal, Spinner, useToast } from '../../ui';
import { openEditor } from './openEditor';
import { useCreatePrintSelectionMutation } from './useCreatePrintSelectionMutation';

/** The transfer overlay stays at least this long before the editor opens (spec §9). */
export const PRINT_HANDOFF_MIN_MS = 3000;

const m = defineMessages({
  label: { id: 'prints.bar.label', defaultMessage: 'Order photo prints' },
  cancel: { id: 'prints.bar.cancel', defaultMessage: 'Cancel' },
  selecting: { id: 'prints.bar.selecting', defaultMessage: 'Selecting your photos...' },
  failed: { id: 'prints.transfer.failed', defaultMessage: 'Error transferring photos. Try again.' },
});

const mv = defineMessages<{ next: { amount: number }; adding: { amount: number } }>({
  next: {
    id: 'prints.bar.next',
    defaultMessage: 'Next: Customise {amount, plural, one {# photo print} other {# photo prints}}',
  },
  adding: {
    id: 'prints.transfer.adding',
    defaultMessage: 'Adding {amount, plural, one {# photo} other {# photos}} to editor...',
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
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The bottom bar of order-prints mode: Cancel and 'Next: Customise {amount} photo prints' (disabled at 0,
 * 'Selecting your photos...' while loading). Next shows the overlay 'Adding {amount} photos to editor...' (Escape
 * does not close it) for at least 3000 ms while the selection is stored, then sends the browser to the editor;
 * on failure the overlay goes and the toast 'Error transferring photos. Try again.' appears.
 */
export function PrintSelectionBar({ selectedIds, isLoading, albumId, onCancel }: PrintSelectionBarProps) {
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
      <ActionBar label={intl.formatMessage(m.label)} testId="print-selection-bar">
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
