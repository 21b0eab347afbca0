export { useDeletePhotosMutation, type DeletePhotosOutcome } from './useDeletePhotosMutation';
export { DELETE_ALL_CONFIRMATION, useDeleteAllPhotosMutation } from './useDeleteAllPhotosMutation';
export { MONTH_PHOTOS_CONNECTION, monthConnectionIds } from './timelineConnections';
