/** Photos per page of an album's grid, own or shared: one grid section (spec §9). */
export const ALBUM_PHOTOS_PAGE_SIZE = 24;

/** Where an album keeps its scroll position while a photo preview is open (sessionStorage). */
export const albumScrollKey = (albumId: string) => `album.scrollPosition.${albumId}`;
