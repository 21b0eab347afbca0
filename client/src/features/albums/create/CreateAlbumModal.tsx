import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { pathTo } from '../../../app/routes';
import { withKeptQuery } from '../../../ui';
import { useCreateAlbumMutation } from '../mutations/useCreateAlbumMutation';
import { AlbumNameModal } from '../name/AlbumNameModal';

const m = defineMessages({
  title: { id: 'albums.create.title', defaultMessage: 'Create new album' },
  placeholder: { id: 'albums.create.placeholder', defaultMessage: 'Untitled album' },
  submit: { id: 'albums.create.submit', defaultMessage: 'Create album' },
});

export interface CreateAlbumModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Albums list connections the new album is put first in. */
  connections: readonly string[];
}

/** 'Create new album': not closed by Escape; on success it goes to the new album (spec §2, §4). */
export function CreateAlbumModal({ isOpen, onClose, connections }: CreateAlbumModalProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [createAlbum] = useCreateAlbumMutation();
  return (
    <AlbumNameModal
      isOpen={isOpen}
      onClose={onClose}
      title={intl.formatMessage(m.title)}
      submitLabel={intl.formatMessage(m.submit)}
      placeholder={intl.formatMessage(m.placeholder)}
      isKeyboardDismissDisabled
      testId="create-album-modal"
      onSubmit={async (name) => {
        const result = await createAlbum(name, connections);
        if (result.ok) void navigate(withKeptQuery(pathTo('album', { id: result.albumId }), search));
        return result;
      }}
    />
  );
}
