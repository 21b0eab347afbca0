// Photos as the gateway answers them.

/** A photo: its file name, date taken, full-size, original and thumbnail URLs (each field may be given). */
export const photoNode = (id: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'Photo',
  id,
  localFileName: `${id}.jpg`,
  dateTaken: '2024-06-01T10:00:00Z',
  url: `https://img.test/${id}/full.jpg`,
  untouchedUrl: `https://img.test/${id}/original.jpg`,
  thumbnail: { url: `https://img.test/${id}/thumb.jpg`, width: 1300, height: 975 },
  printedIn: [],
  ...fields,
});
