import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'react-router';
import type { AddressBook_viewer$key } from '../../../__generated__/AddressBook_viewer.graphql';
import { pathTo } from '../../../app/routes';
import { Banner, Button, ConfirmModal, Link } from '../../../ui';
import { AddressLines } from '../../addresses/AddressLines';
import { useDeleteAddressMutation } from '../mutations/useDeleteAddressMutation';
import { useRequest } from '../../../relay/requestState';
import { CONSUMER_SETTINGS, type SettingsArea } from '../settingsArea';
import { SettingsError } from '../SettingsScreen';
import { settingsAddressOf } from './settingsAddress';
import type { AddressListNotice } from './useBackToAddresses';
import './AddressBook.css';

const m = defineMessages({
  add: { id: 'settings.addresses.add', defaultMessage: 'Add an address' },
  empty: { id: 'settings.addresses.empty', defaultMessage: "You haven't saved any addresses yet." },
  isDefault: { id: 'settings.addresses.default', defaultMessage: 'Default delivery address' },
  edit: { id: 'settings.addresses.edit', defaultMessage: 'Edit' },
  delete: { id: 'settings.addresses.delete', defaultMessage: 'Delete' },
  deleteTitle: { id: 'settings.addresses.deleteTitle', defaultMessage: 'Delete this address?' },
  deleteText: { id: 'settings.addresses.deleteText', defaultMessage: 'This address will be removed from your address book.' },
  cancel: { id: 'settings.addresses.cancel', defaultMessage: 'Cancel' },
  deleteFailed: { id: 'settings.addresses.deleteFailed', defaultMessage: 'The address could not be deleted. Please try again.' },
  deleted: { id: 'settings.addresses.deleted', defaultMessage: 'The address has been deleted.' },
  added: { id: 'settings.addresses.added', defaultMessage: 'Your new address has been saved.' },
  saved: { id: 'settings.addresses.saved', defaultMessage: 'Your address has been saved.' },
});

/**
 * The address book: each address with Edit and Delete (confirmed first), the default marked, and 'Add an address' (to
 * the area's address pages).
 */
export function AddressBook({ viewer: key, area = CONSUMER_SETTINGS }: { viewer: AddressBook_viewer$key; area?: SettingsArea }) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment AddressBook_viewer on Viewer {
        addresses(first: 50) {
          edges {
            node {
              id
              isDefault
              firstName
              lastName
              ...settingsAddress_address
            }
          }
        }
      }
    `,
    key,
  );
  const notice = (useLocation().state as { notice?: AddressListNotice } | null)?.notice;
  const [deleting, setDeleting] = useState<string | null>(null);
  const deletion = useRequest<'NOT_FOUND'>();
  const deleteAddress = useDeleteAddressMutation();
  if (!viewer.addresses) return <SettingsError />;
  const { edges } = viewer.addresses;

  return (
    <div className="address-book">
      {deletion.state.status === 'Finished' ? (
        <Banner tone="info">
          <p>{intl.formatMessage(m.deleted)}</p>
        </Banner>
      ) : notice ? (
        <Banner tone="info">
          <p>{intl.formatMessage(m[notice])}</p>
        </Banner>
      ) : null}
      <div>
        <Link variant="button" href={pathTo(area.addAddress)}>
          {intl.formatMessage(m.add)}
        </Link>
      </div>
      {edges.length === 0 ? <p>{intl.formatMessage(m.empty)}</p> : null}
      <ul className="address-book__list">
        {edges.map(({ node }) => {
          const name = `${node.firstName} ${node.lastName}`;
          return (
            <li key={node.id} className="address-book__item" data-testid="address-book-item" aria-label={name}>
              <AddressLines address={settingsAddressOf(node)} />
              {node.isDefault ? <p className="address-book__default">{intl.formatMessage(m.isDefault)}</p> : null}
              <div className="address-book__actions">
                <Link variant="button" href={pathTo(area.changeAddress, { addressId: node.id })}>
                  {intl.formatMessage(m.edit)}
                </Link>
                <Button variant="secondary" onPress={() => setDeleting(node.id)}>
                  {intl.formatMessage(m.delete)}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmModal
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title={intl.formatMessage(m.deleteTitle)}
        confirmLabel={intl.formatMessage(m.delete)}
        cancelLabel={intl.formatMessage(m.cancel)}
        errorText={intl.formatMessage(m.deleteFailed)}
        onConfirm={async () => {
          const id = deleting;
          if (!id) return;
          if (!(await deletion.run(() => deleteAddress(id)))) return false;
          setDeleting(null);
        }}
        testId="delete-address-modal"
      >
        <p>{intl.formatMessage(m.deleteText)}</p>
      </ConfirmModal>
    </div>
  );
}
