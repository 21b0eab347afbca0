import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PhotoBookGallery_photoBook$key } from '../../../__generated__/PhotoBookGallery_photoBook.graphql';
import type { PhotoBookGallery_viewer$key } from '../../../__generated__/PhotoBookGallery_viewer.graphql';
import { useBrand } from '../../../brand/BrandContext';
import { fieldErrorMap } from '../../../relay/fieldErrors';
import { useCategoryName } from './categoryNames';
import { Button } from '../../../ui';
import { fieldErrorsOf, useRequest } from '../../../relay/requestState';
import type { GalleryFailure } from '../mutations/useGalleryMutation';
import { useCreateGalleryEntryMutation } from '../mutations/useCreateGalleryEntryMutation';
import { useDeleteGalleryEntryMutation } from '../mutations/useDeleteGalleryEntryMutation';
import { useUpdateGalleryEntryMutation } from '../mutations/useUpdateGalleryEntryMutation';
import { CategoryCheckboxGroup } from './CategoryCheckboxGroup';
import { GalleryOutcome, galleryRefusals } from './GalleryOutcome';

const m = defineMessages({
  title: { id: 'photoBooks.gallery.title', defaultMessage: 'Gallery' },
  categories: { id: 'photoBooks.gallery.categories', defaultMessage: 'Categories' },
  categoriesHint: { id: 'photoBooks.gallery.categoriesHint', defaultMessage: 'Choose 1 to 3 categories.' },
  categoriesNone: { id: 'photoBooks.gallery.categoriesNone', defaultMessage: 'Please choose at least one category' },
  categoriesTooMany: { id: 'photoBooks.gallery.categoriesTooMany', defaultMessage: 'Please choose at most 3 categories' },
  categoriesUnknown: { id: 'photoBooks.gallery.categoriesUnknown', defaultMessage: 'Unknown category' },
  add: { id: 'photoBooks.gallery.add', defaultMessage: 'Add to gallery' },
  adding: { id: 'photoBooks.gallery.adding', defaultMessage: 'Adding…' },
  save: { id: 'photoBooks.gallery.save', defaultMessage: 'Save categories' },
  saving: { id: 'photoBooks.gallery.saving', defaultMessage: 'Saving…' },
  remove: { id: 'photoBooks.gallery.remove', defaultMessage: 'Remove from gallery' },
  removing: { id: 'photoBooks.gallery.removing', defaultMessage: 'Removing…' },
  unavailable: {
    id: 'photoBooks.gallery.unavailable',
    defaultMessage: "The gallery can't be shown right now. Please try again later.",
  },
});

const mv = defineMessages<{ intro: { brandName: string }; listed: { categories: string } }>({
  intro: {
    id: 'photoBooks.gallery.intro',
    defaultMessage: 'Show your photo book to everyone in the {brandName} gallery of online photo books, under 1 to 3 categories.',
  },
  listed: { id: 'photoBooks.gallery.listed', defaultMessage: 'In the gallery under {categories}' },
});

/**
 * The photo book's entry in this brand site's public gallery: add it under 1-3 categories, change them, or remove
 * it. Each of the three has its own request state (its button's pending text, its own outcome); the service's
 * message about the categories shows on the group.
 */
export function PhotoBookGallery({ photoBook: key, viewer: viewerKey }: { photoBook: PhotoBookGallery_photoBook$key; viewer: PhotoBookGallery_viewer$key }) {
  const intl = useIntl();
  const categoryName = useCategoryName();
  const brand = useBrand();
  const headingId = useId();
  const book = useFragment(
    graphql`
      fragment PhotoBookGallery_photoBook on OnlinePhotoBook @argumentDefinitions(channel: { type: "String!" }) {
        id
        product {
          onlineVersion {
            state
            isBlocked
          }
        }
        galleryEntry(channel: $channel) {
          id
          categories {
            code
            name
          }
        }
      }
    `,
    key,
  );
  const { galleryCategories } = useFragment(
    graphql`
      fragment PhotoBookGallery_viewer on Viewer {
        galleryCategories {
          code
          name
        }
      }
    `,
    viewerKey,
  );
  const entry = book.galleryEntry;
  const online = book.product.onlineVersion;
  const [selected, setSelected] = useState<string[]>(() => entry?.categories.map((category) => category.code) ?? []);
  const create = useRequest<GalleryFailure>();
  const update = useRequest<GalleryFailure>();
  const remove = useRequest<GalleryFailure>();
  const createEntry = useCreateGalleryEntryMutation();
  const updateEntry = useUpdateGalleryEntryMutation();
  const deleteEntry = useDeleteGalleryEntryMutation();
  const addButton = useRef<HTMLButtonElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const isPending = create.isPending || update.isPending || remove.isPending;
  const categoriesRefused = selected.length === 0 ? m.categoriesNone : selected.length > 3 ? m.categoriesTooMany : m.categoriesUnknown;
  const errors = fieldErrorMap([...fieldErrorsOf(create.state), ...fieldErrorsOf(update.state)], {
    categoryCodes: intl.formatMessage(categoriesRefused),
  });

  // The button pressed goes once it has done its work: the focus moves to the one that takes its place.
  useEffect(() => {
    if (create.state.status === 'Finished') saveButton.current?.focus();
  }, [create.state.status]);
  useEffect(() => {
    if (remove.state.status === 'Finished') addButton.current?.focus();
  }, [remove.state.status]);

  /** Starts one of the three; the outcome of the others goes. */
  const run = (request: typeof create, others: Array<typeof create>, action: () => ReturnType<typeof createEntry>) => {
    if (isPending) return;
    for (const other of others) other.reset();
    void request.run(action);
  };
  const choose = (codes: string[]) => {
    setSelected(codes);
    create.edit('categoryCodes');
    update.edit('categoryCodes');
  };

  const body = () => {
    if (!galleryCategories) return <p className="photo-book-section__text">{intl.formatMessage(m.unavailable)}</p>;
    if (!entry) {
      // Only a ready online version of an order that is not blocked can be added.
      if (online?.state !== 'READY') return <p className="photo-book-section__text">{intl.formatMessage(galleryRefusals.notReady)}</p>;
      if (online.isBlocked) return <p className="photo-book-section__text">{intl.formatMessage(galleryRefusals.blocked)}</p>;
    }
    return (
      <>
        {entry ? (
          <p className="gallery-entry__listed" data-testid="gallery-entry">
            <span className="sign-check gallery-entry__check" aria-hidden="true" />
            {intl.formatMessage(mv.listed, { categories: intl.formatList(entry.categories.map((category) => categoryName(category.code, category.name)), { type: 'conjunction' }) })}
          </p>
        ) : null}
        <CategoryCheckboxGroup
          label={intl.formatMessage(m.categories)}
          description={intl.formatMessage(m.categoriesHint)}
          options={galleryCategories}
          value={selected}
          onChange={choose}
          errorMessage={errors.categoryCodes ?? null}
        />
        <div className="gallery-entry__actions">
          {entry ? (
            <>
              <Button
                ref={saveButton}
                variant="primary"
                isDisabled={isPending}
                aria-busy={update.isPending || undefined}
                onPress={() => run(update, [create, remove], () => updateEntry({ photoBookId: book.id, categoryCodes: selected }))}
              >
                {intl.formatMessage(update.isPending ? m.saving : m.save)}
              </Button>
              <Button
                variant="secondary"
                isDisabled={isPending}
                aria-busy={remove.isPending || undefined}
                onPress={() => run(remove, [create, update], () => deleteEntry({ photoBookId: book.id }))}
              >
                {intl.formatMessage(remove.isPending ? m.removing : m.remove)}
              </Button>
            </>
          ) : (
            <Button
              ref={addButton}
              variant="primary"
              isDisabled={isPending}
              aria-busy={create.isPending || undefined}
              onPress={() => run(create, [update, remove], () => createEntry({ photoBookId: book.id, categoryCodes: selected }))}
            >
              {intl.formatMessage(create.isPending ? m.adding : m.add)}
            </Button>
          )}
        </div>
        <GalleryOutcome operation="create" state={create.state} />
        <GalleryOutcome operation="update" state={update.state} />
        <GalleryOutcome operation="delete" state={remove.state} />
      </>
    );
  };

  return (
    <section className="photo-book-section" aria-labelledby={headingId} data-testid="photo-book-gallery">
      <h2 id={headingId} className="photo-book-section__title">
        {intl.formatMessage(m.title)}
      </h2>
      <p className="photo-book-section__text">{intl.formatMessage(mv.intro, { brandName: brand.brandName })}</p>
      {body()}
    </section>
  );
}
