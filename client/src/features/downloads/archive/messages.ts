import { defineMessages } from 'react-intl';

/** Texts of archive downloads (spec §2 Toasts, §5). */
export const archiveMessages = defineMessages({
  preparing: { id: 'downloads.toast.preparing', defaultMessage: 'Preparing download...' },
  downloading: { id: 'downloads.toast.downloading', defaultMessage: 'Downloading photos' },
  failed: { id: 'downloads.toast.failed', defaultMessage: 'Download failed' },
  limit: { id: 'downloads.limit', defaultMessage: 'Up to 100 photos can be downloaded at a time' },
  notFound: { id: 'downloads.toast.notFound', defaultMessage: 'Error: Your photos could not be downloaded' },
  download: { id: 'downloads.button', defaultMessage: 'Download' },
  progressRegion: { id: 'downloads.progress.region', defaultMessage: 'Downloads being prepared' },
  progressTitle: { id: 'downloads.progress.title', defaultMessage: 'Preparing your download' },
});

export const archiveValueMessages = defineMessages<{ progress: { done: number; total: number } }>({
  progress: {
    id: 'downloads.progress.value',
    defaultMessage: '{done} of {total, plural, one {# photo} other {# photos}}',
  },
});

/** Toasts of archive downloads: 5 s when one starts, 10 s otherwise (spec §9). */
export const ARCHIVE_START_TOAST_MS = 5000;
export const ARCHIVE_TOAST_MS = 10_000;
/** At most this many photos per download (spec §9). */
export const MAX_DOWNLOAD_PHOTOS = 100;
