import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Banner } from '../../../ui';
import type { RequestState } from '../../../relay/requestState';
import type { GalleryFailure } from '../mutations/useGalleryMutation';

const m = defineMessages({
  created: { id: 'photoBooks.gallery.created', defaultMessage: 'Your photo book is now in the gallery.' },
  updated: { id: 'photoBooks.gallery.updated', defaultMessage: 'Your categories have been saved.' },
  deleted: { id: 'photoBooks.gallery.deleted', defaultMessage: 'Your photo book has been removed from the gallery.' },
  createFailed: {
    id: 'photoBooks.gallery.createFailed',
    defaultMessage: 'Your photo book could not be added to the gallery. Please try again.',
  },
  updateFailed: { id: 'photoBooks.gallery.updateFailed', defaultMessage: 'Your categories could not be saved. Please try again.' },
  deleteFailed: {
    id: 'photoBooks.gallery.deleteFailed',
    defaultMessage: 'Your photo book could not be removed from the gallery. Please try again.',
  },
  exists: { id: 'photoBooks.gallery.exists', defaultMessage: 'This photo book is already in the gallery. Please refresh the page.' },
  notListed: { id: 'photoBooks.gallery.notListed', defaultMessage: 'This photo book is no longer in the gallery. Please refresh the page.' },
});

/** Why a photo book cannot be added to the gallery (said before and on refusal). */
export const galleryRefusals = defineMessages({
  notReady: {
    id: 'photoBooks.gallery.notReady',
    defaultMessage: 'You can add your photo book to the gallery once its online version is ready.',
  },
  blocked: {
    id: 'photoBooks.gallery.blocked',
    defaultMessage: 'This order is blocked, so its photo book cannot be added to the gallery.',
  },
});

type Operation = 'create' | 'update' | 'delete';

const SUCCESS: Record<Operation, MessageDescriptor> = { create: m.created, update: m.updated, delete: m.deleted };
const FAILED: Record<Operation, MessageDescriptor> = { create: m.createFailed, update: m.updateFailed, delete: m.deleteFailed };

/** What a refusal says (null: the refused categories show on the group instead). */
function failureMessage(operation: Operation, failure: GalleryFailure | 'UNEXPECTED', onCategories: boolean): MessageDescriptor | null {
  if (failure === 'INVALID_INPUT' && onCategories) return null;
  if (failure === 'GALLERY_ENTRY_EXISTS') return m.exists;
  if (failure === 'ONLINE_VERSION_NOT_READY') return galleryRefusals.notReady;
  if (failure === 'ORDER_BLOCKED') return galleryRefusals.blocked;
  if (failure === 'NOT_FOUND' && operation !== 'create') return m.notListed;
  return FAILED[operation];
}

/** The outcome of one gallery operation: a status once done, an alert of its own when it failed. */
export function GalleryOutcome({ operation, state }: { operation: Operation; state: RequestState<GalleryFailure | 'UNEXPECTED'> }) {
  const intl = useIntl();
  if (state.status === 'Finished') {
    return (
      <Banner tone="info">
        <p data-testid={`gallery-${operation}-done`}>{intl.formatMessage(SUCCESS[operation])}</p>
      </Banner>
    );
  }
  if (state.status !== 'Failed') return null;
  const message = failureMessage(operation, state.failure, state.fieldErrors.some((error) => error.field === 'categoryCodes'));
  return message ? (
    <Banner tone="error">
      <p data-testid={`gallery-${operation}-failed`}>{intl.formatMessage(message)}</p>
    </Banner>
  ) : null;
}
