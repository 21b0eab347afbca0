import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSubject } from '../../../auth/AuthContext';
import { useConfig } from '../../../config/config';
import { useFlag } from '../../../flags/useFlag';
import { Button } from '../../../ui/Button';
import { isNativeAppPlatform, nativeAppUrl, redirectToNativeApp, type NativeAppLocation } from './nativeApp';
import type { SendFile } from './sendFile';
import { hasRestorableUploads } from './restorableUploads';

// The dialog (drop zone, file picker, progress) loads when it is first opened, its texts with it (UploadDialog).
const UploadDialog = lazy(() => import('./UploadDialog').then((module) => ({ default: module.UploadDialog })));

const m = defineMessages({
  addPhotos: { id: 'photos.addPhotos', defaultMessage: 'Add photos' },
});

export interface AddPhotosButtonProps {
  /** The album being viewed, when adding from an album (sent to the native app as `album_id`). */
  albumId?: string;
  variant?: 'primary' | 'secondary';
  /** After photos were added through the dialog (e.g. the album refreshes its photos). */
  onAdded?: () => void;
  /** Test seams. */
  isNativeApp?: () => boolean;
  location?: NativeAppLocation;
  send?: SendFile;
}

/**
 * "Add photos" (only with PhotoManagementUploadViewEnabled): sends app users to the native app when a redirect
 * URL is configured, otherwise opens the upload dialog (open from the start when a reload interrupted an upload).
 */
export function AddPhotosButton({
  albumId,
  variant = 'primary',
  onAdded,
  isNativeApp = () => isNativeAppPlatform(),
  location,
  send,
}: AddPhotosButtonProps) {
  const intl = useIntl();
  const enabled = useFlag('PhotoManagementUploadViewEnabled');
  const { nativeAppRedirectUrl } = useConfig();
  // An upload a reload interrupted brings the dialog back at once, with its queue.
  const owner = useSubject();
  const [isOpen, setOpen] = useState(() => hasRestorableUploads(owner, albumId));
  if (!enabled) return null;

  const onPress = () => {
    if (nativeAppRedirectUrl && isNativeApp()) {
      redirectToNativeApp(nativeAppUrl(nativeAppRedirectUrl, albumId), location);
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant={variant} onPress={onPress}>
        <span className="sign-add" aria-hidden="true" />
        {intl.formatMessage(m.addPhotos)}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <UploadDialog isOpen onClose={() => setOpen(false)} send={send} albumId={albumId} onConfirmed={onAdded} />
        </Suspense>
      ) : null}
    </>
  );
}
