import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal, type ConfirmModalProps } from './ConfirmModal';

/** Resolvable on demand, to look at the modal while its action runs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function Harness(props: Partial<ConfirmModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ConfirmModal
        isOpen={open}
        onClose={() => setOpen(false)}
        title="Delete album?"
        confirmLabel="Delete album"
        cancelLabel="Cancel"
        errorText="Unable to remove album. Please try again"
        onConfirm={async () => setOpen(false)}
        {...props}
      >
        <p>The album will be deleted.</p>
      </ConfirmModal>
    </>
  );
}

/** Renders the open modal; its dialog, and a user. */
function renderModal(props: Partial<ConfirmModalProps> = {}) {
  render(<Harness {...props} />);
  return { dialog: screen.getByRole('alertdialog', { name: 'Delete album?' }), user: userEvent.setup() };
}

describe('ConfirmModal', () => {
  it('disables every button and ignores Escape while the action runs, then leaves closing to the caller', async () => {
    const action = deferred<void>();
    const onClose = vi.fn();
    const { dialog, user } = renderModal({ onConfirm: () => action.promise, onClose });
    await user.click(within(dialog).getByRole('button', { name: 'Delete album' }));
    expect(within(dialog).getByRole('button', { name: 'Delete album' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => action.resolve());
    expect(within(dialog).getByRole('button', { name: 'Delete album' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['resolves false (refused)', () => Promise.resolve(false)],
    ['rejects (failed)', () => Promise.reject(new Error('offline'))],
  ])('shows the error text when the action %s, until the modal closes', async (_how, onConfirm) => {
    const { dialog, user } = renderModal({ onConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Delete album' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to remove album. Please try again');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const reopened = await screen.findByRole('alertdialog', { name: 'Delete album?' });
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a second, destructive action before the confirming one', async () => {
    const alternative = vi.fn(async () => false);
    const { dialog, user } = renderModal({
      confirmLabel: 'Remove from album',
      confirmVariant: 'primary',
      alternative: { label: 'Delete from library', onConfirm: alternative },
    });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Cancel',
      'Delete from library',
      'Remove from album',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete from library' }));
    expect(alternative).toHaveBeenCalledTimes(1);
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });

  it('keeps the confirm button off while the action cannot run yet', () => {
    const { dialog } = renderModal({ isConfirmDisabled: true });
    expect(within(dialog).getByRole('button', { name: 'Delete album' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
