/** Albums per page (the first page leaves room for the 'New album' card). */
export const ALBUMS_PAGE_SIZE = 50;
export const ALBUMS_FIRST_PAGE_SIZE = ALBUMS_PAGE_SIZE - 1;
/** Spec §9: shared albums page size. */
export const SHARED_ALBUMS_PAGE_SIZE = 50;
