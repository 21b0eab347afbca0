/** Every feature flag of the product (spec §6). */
export const FLAG_NAMES = [
  'PhotoManagementTimelineViewEnabled',
  'PhotoManagementAlbumViewEnabled',
  'PhotoManagementSharedAlbumsViewEnabled',
  'PhotoManagementUploadViewEnabled',
  'PrintOrderingEnabled',
] as const;

export type FlagName = (typeof FLAG_NAMES)[number];
