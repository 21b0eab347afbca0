export { useDeletePhotosMutation } from './useDeletePhotosMutation';
export { DELETE_ALL_CONFIRMATION, useDeleteAllPhotosMutation } from './useDeleteAllPhotosMutation';
export { monthConnectionIds } from './timelineConnections';
