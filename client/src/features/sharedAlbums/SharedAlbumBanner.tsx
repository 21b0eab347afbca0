import { useState } from 'react';
import { defineMessages, useIntl, type PrimitiveType } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SharedAlbumBanner_album$key } from '../../__generated__/SharedAlbumBanner_album.graphql';
import { Banner, Button, Modal } from '../../ui';

const m = defineMessages({
  title: { id: 'sharedAlbums.banner.title', defaultMessage: 'Shared albums are no longer supported' },
  participantsText: {
    id: 'sharedAlbums.participants.text',
    defaultMessage: 'The following users can view, download, and use photos in this album:',
  },
  ok: { id: 'sharedAlbums.participants.ok', defaultMessage: 'OK' },
});

const mv = defineMessages<{
  participant: { ownerEmail: string };
  owner: { people: PrimitiveType };
  people: { count: number };
  participantsTitle: { count: number };
}>({
  participant: {
    id: 'sharedAlbums.banner.participant',
    defaultMessage:
      'This shared album is owned by {ownerEmail}. Shared albums are no longer supported, however you can continue to view these photos.',
  },
  // `people` is the participant count as a button ('2 people'), which opens the participants dialog.
  owner: {
    id: 'sharedAlbums.banner.owner',
    defaultMessage:
      "You're sharing this album with {people}. Sharing new photos is not supported, however they can continue to view these photos.",
  },
  people: { id: 'sharedAlbums.banner.people', defaultMessage: '{count, plural, one {# person} other {# people}}' },
  participantsTitle: {
    id: 'sharedAlbums.participants.title',
    defaultMessage: 'Shared with {count, plural, one {# person} other {# people}}',
  },
});

/**
 * 'Shared albums are no longer supported': a participant reads who owns the album; the owner reads how many people
 * it is shared with, the count opening the participants dialog.
 */
export function SharedAlbumBanner({ album: key }: { album: SharedAlbumBanner_album$key }) {
  const intl = useIntl();
  const album = useFragment(
    graphql`
      fragment SharedAlbumBanner_album on SharedAlbum {
        viewerIsOwner
        owner {
          id
          email
        }
        participants {
          id
          email
        }
      }
    `,
    key,
  );
  const [open, setOpen] = useState(false);
  const count = album.participants.length;
  if (!album.viewerIsOwner) {
    return (
      <Banner tone="info" title={intl.formatMessage(m.title)}>
        <p data-testid="shared-album-banner-text">{intl.formatMessage(mv.participant, { ownerEmail: album.owner.email })}</p>
      </Banner>
    );
  }
  const people = (
    <Button key="people" variant="quiet" className="shared-album__people" onPress={() => setOpen(true)} data-testid="shared-album-people">
      {intl.formatMessage(mv.people, { count })}
    </Button>
  );
  return (
    <>
      <Banner tone="info" title={intl.formatMessage(m.title)}>
        <p data-testid="shared-album-banner-text">{intl.formatMessage(mv.owner, { people })}</p>
      </Banner>
      <Modal
        isOpen={open}
        onOpenChange={setOpen}
        isDismissable
        title={intl.formatMessage(mv.participantsTitle, { count })}
        testId="shared-album-participants"
        footer={<Button onPress={() => setOpen(false)}>{intl.formatMessage(m.ok)}</Button>}
      >
        <p>{intl.formatMessage(m.participantsText)}</p>
        <ul className="shared-album__participants">
          {album.participants.map((participant) => (
            <li key={participant.id}>{participant.email}</li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
