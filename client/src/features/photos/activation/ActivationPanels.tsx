import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useRelayEnvironment } from 'react-relay';
import { useFlag } from '../../../flags/useFlag';
import { announce } from '../../../ui/announce';
import { Button } from '../../../ui/Button';
import { ProgressBar } from '../../../ui/ProgressBar';
import { refreshPhotoLibrary } from './refreshPhotoLibrary';
import { ImportEvents, type ImportEvent } from './ImportEvents';
import { useActivatePhotoLibraryMutation } from './useActivatePhotoLibraryMutation';
import { useTrackAnalyticsEventMutation } from './useTrackAnalyticsEventMutation';
import './PhotoLibraryActivation.css';

/** Spec §9: after 'import finished' the product waits this long before refreshing the status. */
export const ACTIVATION_FINISH_DELAY_MS = 10000;
/** While importing, the status is also polled (in case the live connection misses the end). */
export const ACTIVATION_POLL_INTERVAL_MS = 10000;

const m = defineMessages({
  title: { id: 'photos.activation.title', defaultMessage: 'Activate your photo library' },
  text: {
    id: 'photos.activation.text',
    defaultMessage:
      'Bring all the photos you have uploaded before together in one place. Activating imports them into your photo library; this can take a few minutes.',
  },
  activate: { id: 'photos.activation.activate', defaultMessage: 'Activate photo library' },
  error: { id: 'photos.activation.error', defaultMessage: 'Your photo library could not be activated. Please try again.' },
  importingTitle: { id: 'photos.activation.importing.title', defaultMessage: 'Importing your photos' },
  starting: { id: 'photos.activation.importing.starting', defaultMessage: 'Starting the import…' },
  progressLabel: { id: 'photos.activation.importing.label', defaultMessage: 'Import progress' },
  finished: {
    id: 'photos.activation.finished',
    defaultMessage: 'All your photos have been imported. Your photo library will be ready in a moment.',
  },
});

const mv = defineMessages<{ progress: { count: number; total: number } }>({
  progress: { id: 'photos.activation.importing.progress', defaultMessage: 'Importing {count} of {total} photos' },
});

/** A library not activated yet: what activating does, and the button. */
function ActivatePanel() {
  const intl = useIntl();
  const [activate, pending] = useActivatePhotoLibraryMutation();
  const [failed, setFailed] = useState(false);
  const onPress = async () => {
    setFailed(false);
    await activate().catch(() => setFailed(true));
  };
  return (
    <section className="photo-activation" aria-labelledby="photo-activation-title">
      <h2 id="photo-activation-title" className="photo-activation__title">{intl.formatMessage(m.title)}</h2>
      <p>{intl.formatMessage(m.text)}</p>
      {failed ? <p role="alert" className="photo-activation__error">{intl.formatMessage(m.error)}</p> : null}
      <Button onPress={() => void onPress()} isDisabled={pending}>
        {intl.formatMessage(m.activate)}
      </Button>
    </section>
  );
}

/**
 * A library importing: live progress, then the import-finished event tracked (sent on only with analytics consent)
 * and the status refreshed once the import has finished.
 */
function ImportPanel() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  // The Albums tab counts the shared albums too when their view is on (as the photos route asks for them).
  const withShared = useFlag('PhotoManagementSharedAlbumsViewEnabled');
  const [latest, setLatest] = useState<ImportEvent | null>(null);
  /** The in-progress flag: true while the live connection runs. */
  const [live, setLive] = useState(true);
  const newest = useRef<number>(-Infinity);

  const onEvent = useCallback((event: ImportEvent) => {
    const time = Date.parse(String(event.timestamp));
    if (Number.isNaN(time) || time < newest.current) return; // only the newest message counts
    newest.current = time;
    setLatest(event);
  }, []);

  const finished = latest?.type === 'IMPORT_FINISHED';
  const track = useTrackAnalyticsEventMutation();
  const tracked = useRef(false);
  useEffect(() => {
    if (!finished || tracked.current) return;
    tracked.current = true;
    // Heard once, when the import finishes (the text stays on screen until the library is refreshed).
    announce(intl.formatMessage(m.finished));
    // Refused without analytics consent, and an analytics failure is nothing the customer needs to know.
    track('PHOTO_LIBRARY_IMPORT_FINISHED').catch(() => undefined);
  }, [finished, track, intl]);

  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(() => {
      void refreshPhotoLibrary(environment, { withShared })
        .catch(() => undefined)
        .finally(() => setLive(false));
    }, ACTIVATION_FINISH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [finished, environment, withShared]);

  useEffect(() => {
    if (finished) return;
    const timer = window.setInterval(() => {
      void refreshPhotoLibrary(environment, { invalidate: false, withShared }).catch(() => undefined);
    }, ACTIVATION_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [finished, environment, withShared]);

  const total = latest?.totalCount ?? null;
  const count = Math.min(latest?.importedCount ?? 0, total ?? Infinity);
  return (
    <section className="photo-activation" aria-labelledby="photo-activation-title">
      {live && !finished ? <ImportEvents onEvent={onEvent} /> : null}
      <h2 id="photo-activation-title" className="photo-activation__title">{intl.formatMessage(m.importingTitle)}</h2>
      {finished ? (
        <p>{intl.formatMessage(m.finished)}</p>
      ) : total != null && total > 0 ? (
        <ProgressBar
          label={intl.formatMessage(m.progressLabel)}
          value={count}
          maxValue={total}
          valueText={intl.formatMessage(mv.progress, { count, total })}
          showValue
          className="photo-activation__progress"
        />
      ) : (
        <ProgressBar
          label={intl.formatMessage(m.progressLabel)}
          value={null}
          valueText={intl.formatMessage(m.starting)}
          showValue
          className="photo-activation__progress"
        />
      )}
    </section>
  );
}

/** The panel of a library that is not active yet: the activate button, then the import's progress. */
export function ActivationPanel({ status }: { status: 'NOT_ACTIVE' | 'IMPORTING' }) {
  return status === 'NOT_ACTIVE' ? <ActivatePanel /> : <ImportPanel />;
}
