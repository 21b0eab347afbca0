import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type PrimitiveType } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { CopyToAlbumModal_viewer$key } from '../../../__generated__/CopyToAlbumModal_viewer.graphql';
import type { CopyToAlbumModalQuery } from '../../../__generated__/CopyToAlbumModalQuery.graphql';
import { pathTo } from '../../../app/routes';
import { Banner, Button, Modal, Radio, RadioGroup, Spinner, TextField, ToastLink, useToast, withKeptQuery } from '../../../ui';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { albumCountMessages } from '../list/AlbumCard';
import { albumListConnectionId } from '../mutations/albumConnections';
import { useCreateAlbumMutation } from '../mutations/useCreateAlbumMutation';
import { albumNameErrorMessage, refusedNameCode, validateAlbumName, type AlbumNameErrorCode } from '../name/albumName';
import { useAddPhotosToAlbumMutation } from './useAddPhotosToAlbumMutation';
import './CopyToAlbumModal.css';

/** Albums of every page after the first one of 49 (as in the albums list, spec §9). */
const NEXT_PAGE = 50;
/** The choice "a new album" in the list. */
const NEW_ALBUM = '__new__';

const query = graphql`
  query CopyToAlbumModalQuery {
    viewer {
      ...CopyToAlbumModal_viewer
    }
  }
`;

const m = defineMessages({
  title: { id: 'albums.copy.title', defaultMessage: 'Copy to album' },
  choose: { id: 'albums.copy.choose', defaultMessage: 'Choose an album' },
  newAlbum: { id: 'albums.copy.newAlbum', defaultMessage: 'New album' },
  nameLabel: { id: 'albums.copy.nameLabel', defaultMessage: 'Album name' },
  namePlaceholder: { id: 'albums.copy.namePlaceholder', defaultMessage: 'Untitled album' },
  more: { id: 'albums.copy.more', defaultMessage: 'Show more albums' },
  loading: { id: 'albums.copy.loading', defaultMessage: 'Loading your albums...' },
  cancel: { id: 'albums.copy.cancel', defaultMessage: 'Cancel' },
  submit: { id: 'albums.copy.submit', defaultMessage: 'Copy' },
  loadError: {
    id: 'albums.copy.error.load',
    defaultMessage: 'Unable to display albums. Please refresh the page or try again later.',
  },
  copyError: {
    id: 'albums.copy.error.copy',
    defaultMessage: 'Error: Your photos could not be copied to the album. Please try again.',
  },
  createError: { id: 'albums.copy.error.create', defaultMessage: 'Unable to create the album. Please try again.' },
});

// `albumLink: PrimitiveType` lets the value be a React element (the link), formatted into rich text.
const mv = defineMessages<{ selected: { amount: number }; copied: { albumLink: PrimitiveType } }>({
  selected: {
    id: 'albums.copy.selected',
    defaultMessage: '{amount, plural, one {# photo selected} other {# photos selected}}',
  },
  copied: { id: 'albums.copy.success', defaultMessage: 'Photos copied to {albumLink}' },
});

export interface CopyToAlbumModalProps {
  /** Global ids of library photos. */
  photoIds: readonly string[];
  isOpen: boolean;
  onClose: () => void;
  /** After a successful copy (the modal closes itself), e.g. to leave selection mode. */
  onCopied?: () => void;
}

/**
 * 'Copy to album': pick one of the customer's own albums (paged; own shared albums are read-only and not
 * offered) or name a new one (checked on submit only, spec §5), then copy. Success closes it with the toast
 * 'Photos copied to {albumLink}'; a failure keeps it open with the reason. Everything resets on close.
 */
export function CopyToAlbumModal({ photoIds, isOpen, onClose, onCopied }: CopyToAlbumModalProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [createAlbum] = useCreateAlbumMutation();
  const [addPhotos] = useAddPhotosToAlbumMutation();
  /** The albums lists a new album is put first in (this modal's and the albums screen's). */
  const [connections, setConnections] = useState<readonly string[]>([]);
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<AlbumNameErrorCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [choiceName, setChoiceName] = useState('');

  const reset = () => {
    setChoice(null);
    setName('');
    setNameError(null);
    setError(null);
  };
  const close = () => {
    if (pending) return;
    reset();
    onClose();
  };

  const copied = (albumId: string, albumName: string) => {
    const href = withKeptQuery(pathTo('album', { id: albumId }), search);
    const albumLink = (
      <ToastLink key="album" href={href} onNavigate={() => void navigate(href)}>
        {albumName}
      </ToastLink>
    );
    toast.show(intl.formatMessage(mv.copied, { albumLink }));
    reset();
    onClose();
    onCopied?.();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || !choice || photoIds.length === 0) return;
    setError(null);
    let albumId = choice;
    let albumName = choiceName;
    setPending(true);
    try {
      if (choice === NEW_ALBUM) {
        const invalid = validateAlbumName(name);
        setNameError(invalid);
        if (invalid) return;
        let created;
        try {
          created = await createAlbum(name, connections);
        } catch {
          setError(intl.formatMessage(m.createError));
          return;
        }
        if (!created.ok) {
          setNameError(refusedNameCode(name));
          return;
        }
        albumId = created.albumId;
        albumName = created.name;
        // A retry copies into the album just created (it now heads the list) instead of creating another one.
        setChoice(created.albumId);
        setChoiceName(created.name);
        setName('');
      }
      try {
        const result = await addPhotos(albumId, photoIds);
        if (!result.ok || result.failedPhotoIds.length > 0) setError(intl.formatMessage(m.copyError));
        else copied(albumId, albumName);
      } catch {
        setError(intl.formatMessage(m.copyError));
      }
    } finally {
      setPending(false);
    }
  };

  const formId = 'copy-to-album-form';
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      isKeyboardDismissDisabled={pending}
      title={intl.formatMessage(m.title)}
      testId="copy-to-album-modal"
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button
            variant="primary"
            type="submit"
            form={formId}
            isDisabled={pending || choice === null || photoIds.length === 0}
            data-testid="copy-to-album-submit"
          >
            {intl.formatMessage(m.submit)}
          </Button>
        </>
      }
    >
      <p className="copy-to-album__count" data-testid="copy-to-album-count">
        {intl.formatMessage(mv.selected, { amount: photoIds.length })}
      </p>
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="copy-to-album__form">
        <ErrorBoundary
          fallback={
            <Banner tone="error">
              <p>{intl.formatMessage(m.loadError)}</p>
            </Banner>
          }
        >
          <Suspense fallback={<Spinner label={intl.formatMessage(m.loading)} />}>
            <AlbumChoices
              value={choice}
              onChange={(value, albumName) => {
                setChoice(value);
                setChoiceName(albumName);
                setError(null);
              }}
              onConnections={setConnections}
            />
          </Suspense>
        </ErrorBoundary>
        {choice === NEW_ALBUM ? (
          <TextField
            label={intl.formatMessage(m.nameLabel)}
            placeholder={intl.formatMessage(m.namePlaceholder)}
            value={name}
            onChange={setName}
            autoFocus
            errorMessage={nameError ? intl.formatMessage(albumNameErrorMessage(nameError)) : null}
            testId="copy-to-album-name"
          />
        ) : null}
      </form>
      {error ? (
        <Banner tone="error">
          <p>{error}</p>
        </Banner>
      ) : null}
    </Modal>
  );
}

interface AlbumChoicesProps {
  value: string | null;
  /** The chosen album (or 'new album') and its name. */
  onChange: (value: string, name: string) => void;
  onConnections: (connections: readonly string[]) => void;
}

/** 'New album' and the own albums (not the shared ones), a page at a time. */
function AlbumChoices({ value, onChange, onConnections }: AlbumChoicesProps) {
  const intl = useIntl();
  const data = useLazyLoadQuery<CopyToAlbumModalQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const { data: viewer, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    CopyToAlbumModalQuery,
    CopyToAlbumModal_viewer$key
  >(
    graphql`
      fragment CopyToAlbumModal_viewer on Viewer
      @refetchable(queryName: "CopyToAlbumModalPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 49 }, cursor: { type: "String" }) {
        photoLibrary {
          id
          albums(first: $count, after: $cursor) @connection(key: "CopyToAlbumModal_albums") {
            __id
            edges {
              node {
                id
                name
                isShared
                photosCount
                coverPhoto {
                  id
                  thumbnail(size: S300) {
                    url
                  }
                }
              }
            }
          }
        }
      }
    `,
    data.viewer,
  );
  const albums = (viewer.photoLibrary?.albums.edges ?? []).map((edge) => edge.node).filter((album) => !album.isShared);
  const libraryId = viewer.photoLibrary?.id;
  const listId = viewer.photoLibrary?.albums.__id;
  useEffect(() => {
    if (libraryId && listId) onConnections([albumListConnectionId(libraryId), listId]);
  }, [libraryId, listId, onConnections]);

  if (!viewer.photoLibrary) {
    return (
      <Banner tone="error">
        <p>{intl.formatMessage(m.loadError)}</p>
      </Banner>
    );
  }
  return (
    <div className="copy-to-album__list">
      <RadioGroup
        label={intl.formatMessage(m.choose)}
        hideLabel
        value={value}
        onChange={(id) => onChange(id, albums.find((album) => album.id === id)?.name ?? '')}
        testId="copy-to-album-choices"
      >
        <Radio value={NEW_ALBUM} testId="copy-to-album-new">
          <span className="copy-to-album__thumb copy-to-album__thumb--new sign-add" aria-hidden="true" />
          <span className="copy-to-album__name">{intl.formatMessage(m.newAlbum)}</span>
        </Radio>
        {albums.map((album) => (
          <Radio key={album.id} value={album.id} testId="copy-to-album-choice">
            <span className="copy-to-album__thumb" aria-hidden="true">
              {album.coverPhoto ? <img src={album.coverPhoto.thumbnail.url} alt="" loading="lazy" decoding="async" /> : null}
            </span>
            <span className="copy-to-album__name">{album.name}</span>
            <span className="copy-to-album__photos">
              {intl.formatMessage(albumCountMessages.photos, { count: album.photosCount })}
            </span>
          </Radio>
        ))}
      </RadioGroup>
      {hasNext ? (
        <Button variant="quiet" onPress={() => loadNext(NEXT_PAGE)} isDisabled={isLoadingNext} className="copy-to-album__more">
          {intl.formatMessage(m.more)}
        </Button>
      ) : null}
    </div>
  );
}
