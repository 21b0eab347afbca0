/**
 * Every feature flag of the product (spec §6), in one place: the client reads them (URL, browser storage,
 * configuration, host names) and the gateway's FEATURES / FEATURE_HOSTNAMES switch them on. A new flag is added
 * here, and both sides know it.
 */
export const FLAG_NAMES = [
  'PhotoManagementTimelineViewEnabled',
  'PhotoManagementAlbumViewEnabled',
  'PhotoManagementSharedAlbumsViewEnabled',
  'PhotoManagementUploadViewEnabled',
  'PrintOrderingEnabled',
] as const;

export type FlagName = (typeof FLAG_NAMES)[number];

/** The flags on when FEATURES is not set (today: all of them). */
export const DEFAULT_FLAGS: readonly FlagName[] = [
  'PhotoManagementTimelineViewEnabled',
  'PhotoManagementUploadViewEnabled',
  'PhotoManagementAlbumViewEnabled',
  'PhotoManagementSharedAlbumsViewEnabled',
  'PrintOrderingEnabled',
];
