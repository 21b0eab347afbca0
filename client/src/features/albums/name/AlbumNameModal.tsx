import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Banner, Button, Modal, TextField } from '../../../ui';
import type { MutationOutcome } from '../../../relay/mutationOutcome';
import { albumNameErrorMessage, refusedNameCode, validateAlbumName, type AlbumNameErrorCode } from './albumName';

const m = defineMessages({
  label: { id: 'albums.name.label', defaultMessage: 'Album name' },
  cancel: { id: 'albums.name.cancel', defaultMessage: 'Cancel' },
  saveFailed: { id: 'albums.name.error.save', defaultMessage: 'Unable to save changes. Please try again' },
});

/**
 * What a submit did: done (the modal closes), a refused name (INVALID_INPUT: shown on the field), or a refused album
 * (e.g. gone meanwhile: 'Unable to save changes. Please try again', like a failure).
 */
export type AlbumNameSubmitOutcome = MutationOutcome<'INVALID_INPUT' | 'NOT_FOUND'>;

export interface AlbumNameModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  initialName?: string;
  placeholder?: string;
  /** Escape does not close it (the create-album modal, spec §4). */
  isKeyboardDismissDisabled?: boolean;
  /** Saves a name that passed the client rule; rejects when it failed (the modal stays open with the error). */
  onSubmit: (name: string) => Promise<AlbumNameSubmitOutcome>;
  testId?: string;
}

/**
 * The album name modal of create and rename: the name is checked on submit only (spec §5); a refused name shows
 * its message on the field, any other failure 'Unable to save changes. Please try again'. The errors are reset
 * when the modal closes.
 */
export function AlbumNameModal({
  isOpen,
  onClose,
  title,
  submitLabel,
  initialName = '',
  placeholder,
  isKeyboardDismissDisabled,
  onSubmit,
  testId,
}: AlbumNameModalProps) {
  const intl = useIntl();
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<AlbumNameErrorCode | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);

  const close = () => {
    if (pending) return;
    setName(initialName);
    setNameError(null);
    setFailed(false);
    onClose();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    setFailed(false);
    const invalid = validateAlbumName(name);
    setNameError(invalid);
    if (invalid) return;
    setPending(true);
    try {
      const result = await onSubmit(name);
      if (!result.ok && result.failure === 'INVALID_INPUT') setNameError(refusedNameCode(name));
      else if (!result.ok) setFailed(true);
      else {
        setName(initialName);
        onClose();
      }
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const formId = `${testId ?? 'album-name'}-form`;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      title={title}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled || pending}
      testId={testId}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="primary" type="submit" form={formId} isDisabled={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={intl.formatMessage(m.label)}
          placeholder={placeholder}
          value={name}
          onChange={setName}
          autoFocus
          errorMessage={nameError ? intl.formatMessage(albumNameErrorMessage(nameError)) : null}
          testId={testId ? `${testId}-input` : undefined}
        />
      </form>
      {failed ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m.saveFailed)}</p>
        </Banner>
      ) : null}
    </Modal>
  );
}
