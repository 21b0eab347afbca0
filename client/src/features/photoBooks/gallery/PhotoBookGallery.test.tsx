import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { book, bookNode, photoBookId, photoBooksWorld, READY, type FakeBook, type FakePhotoBooks } from '../../../test/factories/photoBook';
import { deferred, payload } from '../../../test/relay';
import { renderApp } from '../../../test/renderApp';

/** The page of the customer's one book. */
const renderBook = (b: FakeBook, fake: Partial<FakePhotoBooks> = {}) =>
  renderApp('/online-products/70000001-1', { world: photoBooksWorld({ books: [b], ...fake }) });

const gallery = () => screen.findByRole('region', { name: 'Gallery' });
const group = async () => within(await gallery()).getByRole('group', { name: 'Categories' });
const checkbox = async (name: string) => within(await group()).getByRole('checkbox', { name });

/** The gallery payload of a success: the book with its entry under `codes` (or without one). */
const answered = (b: FakeBook, payloadType: string, codes: string[] | null) =>
  payload(payloadType, {
    error: null,
    fieldErrors: [],
    deletedGalleryEntryId: codes ? null : 'R2FsbGVyeUVudHJ5',
    photoBook: bookNode({ ...b, gallery: codes }),
  });

const refused = (payloadType: string, reason: string, fieldErrors: Array<{ field: string; message: string }> = []) =>
  payload(payloadType, { photoBook: null, deletedGalleryEntryId: null, error: { reason, field: null, message: reason }, fieldErrors });

describe('the gallery entry of an online photo book', () => {
  it('adds the book under two categories (Adding… meanwhile); the page then shows it listed', async () => {
    const lisbon = book(1);
    const create = deferred();
    const { user, relay } = renderBook(lisbon, { handlers: { useCreateGalleryEntryMutation: create.handler } });
    const region = await gallery();
    expect(region).toHaveTextContent('Show your photo book to everyone in the PhotoPrint gallery of online photo books');
    expect(within(await group()).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(region).queryByRole('button', { name: 'Save categories' })).not.toBeInTheDocument();
    await user.click(await checkbox('Travel'));
    await user.click(await checkbox('Family'));
    await user.click(within(region).getByRole('button', { name: 'Add to gallery' }));
    expect(await within(region).findByRole('button', { name: 'Adding…' })).toBeDisabled();

    create.resolve(answered(lisbon, 'CreateGalleryEntryPayload', ['travel', 'family']));
    expect(await within(region).findByTestId('gallery-entry')).toHaveTextContent('In the gallery under Travel and Family');
    expect(within(region).getByRole('status')).toHaveTextContent('Your photo book is now in the gallery.');
    expect(within(region).queryByRole('button', { name: 'Add to gallery' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Save categories' })).toHaveFocus());
    expect(within(region).getByRole('button', { name: 'Remove from gallery' })).toBeInTheDocument();
    expect(relay.callsOf('useCreateGalleryEntryMutation')[0]!.variables).toEqual({
      input: { photoBookId: photoBookId('70000001-1'), channel: 'photoprint-gb', categoryCodes: ['travel', 'family'] },
      channel: 'photoprint-gb',
    });
  });

  it("shows the service's message about the categories on the group, until they change", async () => {
    const { user } = renderBook(book(1), {
      handlers: {
        useCreateGalleryEntryMutation: refused('CreateGalleryEntryPayload', 'INVALID_INPUT', [
          { field: 'categoryCodes', message: 'Please choose at least one category' },
        ]),
      },
    });
    const region = await gallery();
    await user.click(within(region).getByRole('button', { name: 'Add to gallery' }));
    expect(await within(region).findByText('Please choose at least one category')).toBeInTheDocument();
    expect(await group()).toHaveAccessibleDescription(/Please choose at least one category/);
    // The group shows it: no alert besides.
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(await checkbox('Nature'));
    expect(within(region).queryByText('Please choose at least one category')).not.toBeInTheDocument();
  });

  it('a refused or failed add says so in its own alert', async () => {
    const { user } = renderBook(book(1), {
      handlers: { useCreateGalleryEntryMutation: refused('CreateGalleryEntryPayload', 'GALLERY_ENTRY_EXISTS') },
    });
    const region = await gallery();
    await user.click(await checkbox('City'));
    await user.click(within(region).getByRole('button', { name: 'Add to gallery' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('This photo book is already in the gallery. Please refresh the page.');
    expect(within(region).getByRole('button', { name: 'Add to gallery' })).toBeEnabled();
  });

  it('a listed book shows its categories; Save categories (Saving… meanwhile) changes them', async () => {
    const lisbon = book(1, { gallery: ['travel'] });
    const update = deferred();
    const { user, relay } = renderBook(lisbon, { handlers: { useUpdateGalleryEntryMutation: update.handler } });
    const region = await gallery();
    expect(within(region).getByTestId('gallery-entry')).toHaveTextContent('In the gallery under Travel');
    expect(await checkbox('Travel')).toBeChecked();
    await user.click(await checkbox('Travel'));
    await user.click(await checkbox('Family'));
    await user.click(await checkbox('City'));
    await user.click(within(region).getByRole('button', { name: 'Save categories' }));
    expect(await within(region).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Remove from gallery' })).toBeDisabled();

    update.resolve(answered(lisbon, 'UpdateGalleryEntryPayload', ['family', 'city']));
    expect(await within(region).findByRole('status')).toHaveTextContent('Your categories have been saved.');
    expect(within(region).getByTestId('gallery-entry')).toHaveTextContent('In the gallery under Family and City');
    expect(relay.callsOf('useUpdateGalleryEntryMutation')[0]!.variables).toEqual({
      input: { photoBookId: photoBookId('70000001-1'), channel: 'photoprint-gb', categoryCodes: ['family', 'city'] },
      channel: 'photoprint-gb',
    });
  });

  it('a failed save says so in its own alert, and the entry stays as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderBook(book(1, { gallery: ['travel'] }), { failing: ['useUpdateGalleryEntryMutation'] });
    const region = await gallery();
    await user.click(await checkbox('Wedding'));
    await user.click(within(region).getByRole('button', { name: 'Save categories' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Your categories could not be saved. Please try again.');
    expect(within(region).getByTestId('gallery-entry')).toHaveTextContent('In the gallery under Travel');
  });

  it('Remove from gallery (Removing… meanwhile) takes the book out; Add to gallery is back, focused', async () => {
    const lisbon = book(1, { gallery: ['travel', 'family'] });
    const remove = deferred();
    const { user, relay } = renderBook(lisbon, { handlers: { useDeleteGalleryEntryMutation: remove.handler } });
    const region = await gallery();
    await user.click(within(region).getByRole('button', { name: 'Remove from gallery' }));
    expect(await within(region).findByRole('button', { name: 'Removing…' })).toBeDisabled();
    remove.resolve(answered(lisbon, 'DeleteGalleryEntryPayload', null));
    expect(await within(region).findByRole('status')).toHaveTextContent('Your photo book has been removed from the gallery.');
    expect(within(region).queryByTestId('gallery-entry')).not.toBeInTheDocument();
    // The focus moves once the button is back (an effect after that render).
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Add to gallery' })).toHaveFocus());
    expect(relay.callsOf('useDeleteGalleryEntryMutation')[0]!.variables).toEqual({
      input: { photoBookId: photoBookId('70000001-1'), channel: 'photoprint-gb' },
      channel: 'photoprint-gb',
    });
  });

  it("a failed remove has its own alert, which goes when the next operation starts", async () => {
    const lisbon = book(1, { gallery: ['travel'] });
    const { user } = renderBook(lisbon, {
      handlers: {
        useDeleteGalleryEntryMutation: refused('DeleteGalleryEntryPayload', 'NOT_FOUND'),
        useUpdateGalleryEntryMutation: answered(lisbon, 'UpdateGalleryEntryPayload', ['travel', 'baby']),
      },
    });
    const region = await gallery();
    await user.click(within(region).getByRole('button', { name: 'Remove from gallery' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('This photo book is no longer in the gallery. Please refresh the page.');
    await user.click(await checkbox('Baby'));
    await user.click(within(region).getByRole('button', { name: 'Save categories' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Your categories have been saved.');
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the gallery is unavailable', async () => {
    renderBook(book(1), { unavailable: ['CATEGORIES'] });
    expect(await gallery()).toHaveTextContent("The gallery can't be shown right now. Please try again later.");
  });

  it("a blocked order's book cannot be added", async () => {
    renderBook(book(1, { onlineVersion: { ...READY, isBlocked: true } }));
    const region = await gallery();
    expect(region).toHaveTextContent('This order is blocked, so its photo book cannot be added to the gallery.');
    expect(within(region).queryByRole('button', { name: 'Add to gallery' })).not.toBeInTheDocument();
  });
});
