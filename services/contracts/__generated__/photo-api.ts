// Generated from contracts/photo-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photo and album counts of the customer. */
        get: operations["getUserSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Number of photos per year and month (photos without a date taken count under January 1970). */
        get: operations["getTimelineSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status of the customer's photo library (activation / import). */
        get: operations["getActivationStatus"];
        put?: never;
        /** Starts activation: the customer's existing uploads are imported into the library (NOT_ACTIVE → IMPORTING → ACTIVE). */
        post: operations["activate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photos/timeline/{year}/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the photos of a month (year 1970, month 1 also holds photos without a date taken). */
        get: operations["getTimelineMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of all the customer's photos (one photo by id is GET /photos/{photoId}). */
        get: operations["listPhotos"];
        put?: never;
        /** Adds finished uploads (status READY) to the library as photos. */
        post: operations["registerUploads"];
        /** Deletes photos by id and answers the ids that were not deleted (`failed`, spec §7: the caller retries them up to its limit; an id that is not one of the customer's photos fails every time). More than 500 ids answers 400 TOO_MANY_IDS. */
        delete: operations["deletePhotos"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photos/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes every photo of the customer (and removes them from the customer's albums). */
        delete: operations["deleteAllPhotos"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One photo of the customer. */
        get: operations["getPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the customer's own albums, newest first. With `displaySharedData` the own shared albums are included (isShared true); without it they are left out. */
        get: operations["listAlbums"];
        put?: never;
        /** Creates an album. The name is required, must not start with whitespace, must not contain < > ; , nor a control character, and has at most 100 characters. */
        post: operations["createAlbum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/albums/{albumId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                albumId: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        /** One own album (own shared albums too, with isShared true). */
        get: operations["getAlbum"];
        put?: never;
        post?: never;
        /** Deletes an own album; its photos stay in the library. */
        delete: operations["deleteAlbum"];
        options?: never;
        head?: never;
        /** Renames an own album (same name rules as create). */
        patch: operations["renameAlbum"];
        trace?: never;
    };
    "/albums/{albumId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                albumId: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        /** One page of the photos of an own album (default sort created desc). */
        get: operations["listAlbumPhotos"];
        put?: never;
        /** Copies library photos into an own album (already present counts as added). A shared album answers 409. */
        post: operations["addAlbumPhotos"];
        /** Takes photos out of an own album (they stay in the library). A shared album answers 409. */
        delete: operations["removeAlbumPhotos"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            message: string;
            code?: string;
        };
        AlbumNameError: {
            /** @enum {string} */
            code: "REQUIRED" | "INVALID";
            message: string;
        };
        AlbumNameBody: {
            name: string;
        };
        PhotoIdsBody: {
            photoIds: string[];
        };
        Album: {
            /** Format: uuid */
            albumId: string;
            albumName: string;
            /** @description The photo most recently added, or null for an empty album. */
            coverPhoto: components["schemas"]["Photo"] | null;
            photosCount: number;
            /** Format: date-time */
            created: string;
            /** Format: date-time */
            updated: string;
            /** Format: uuid */
            userId: string;
            isShared: boolean;
            /** Format: uuid */
            ownerId: string;
        };
        AlbumPage: {
            cursor: string | null;
            albums: components["schemas"]["Album"][];
        };
        UserSummary: {
            photosCount: number;
            albumsCount: number;
        };
        /** @description Counts keyed by year, then by month (1-12), e.g. {"2024": {"1": 12, "7": 3}}. */
        TimelineSummary: {
            [key: string]: {
                [key: string]: number;
            };
        };
        /**
         * @default dateTaken
         * @enum {string}
         */
        SortKey: "created" | "dateTaken" | "uploaded";
        /**
         * @default desc
         * @enum {string}
         */
        SortOrder: "asc" | "desc";
        FailedList: {
            failed: string[];
        };
        DeletePhotosResult: {
            /** @description Requested ids that were not deleted: the customer's photos that failed this time (a retry may succeed) and ids that are not the customer's photos (unknown, malformed, already deleted or another customer's). */
            failed: string[];
        };
        ActivationStatus: {
            /** @enum {string} */
            status: "ACTIVE" | "NOT_ACTIVE" | "IMPORTING" | "DELETING";
            importStarted: boolean;
        };
        Thumbnail: {
            /**
             * @description Longest side in pixels (at most; smaller originals are not enlarged).
             * @enum {string}
             */
            id: "300" | "800" | "1300";
            /**
             * Format: uri
             * @description Signed
             */
            url: string;
            width: number;
            height: number;
        };
        Photo: {
            /** Format: uuid */
            imageId: string;
            uploadId: string;
            /** @description The file name on the customer's device. */
            localFileName: string;
            /**
             * Format: uri
             * @description Browser-displayable rendition (JPEG), signed and expiring.
             */
            url: string;
            /**
             * Format: uri
             * @description The original bytes as uploaded (may be HEIC), signed and expiring.
             */
            untouchedUrl: string;
            thumbnails: components["schemas"]["Thumbnail"][];
            /**
             * Format: date-time
             * @description From EXIF; null when unknown.
             */
            dateTaken?: string | null;
            /** Format: date-time */
            created: string;
            /** Format: date-time */
            uploadEnd: string;
            visibleWidth: number;
            visibleHeight: number;
        };
        PhotoPage: {
            cursor: string | null;
            images: components["schemas"]["Photo"][];
        };
    };
    responses: {
        /** @description The album name was refused: code REQUIRED ('Please give your album a name') or INVALID ('Name not valid': starts with whitespace, holds < > ; , or a control character, or is longer than 100 characters). */
        InvalidAlbumName: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AlbumNameError"];
            };
        };
        /** @description Shared albums are read-only (code SHARED_ALBUM_READ_ONLY). */
        SharedAlbumReadOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Invalid parameters or body. A list of more than 500 ids has code TOO_MANY_IDS; a body that is not JSON INVALID_JSON; a body above 64 kB answers 413 BODY_TOO_LARGE. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such photo for this customer. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, expired or invalid bearer token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        AlbumId: string;
        AlbumSortKey: "created" | "dateTaken";
        /** @description Opaque cursor from the previous page. */
        Cursor: string;
        /** @description Page size (default 24, at most 500). */
        Limit: number;
        SortKey: components["schemas"]["SortKey"];
        SortOrder: components["schemas"]["SortOrder"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getUserSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getTimelineSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The timeline summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelineSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getActivationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivationStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    activate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activation started (or already active); the current status. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivationStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getTimelineMonth: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Page size (default 24, at most 500). */
                limit?: components["parameters"]["Limit"];
                sortKey?: components["parameters"]["SortKey"];
                sortOrder?: components["parameters"]["SortOrder"];
            };
            header?: never;
            path: {
                year: number;
                month: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of photos; `cursor` is null on the last page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listPhotos: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Page size (default 24, at most 500). */
                limit?: components["parameters"]["Limit"];
                sortKey?: components["parameters"]["SortKey"];
                sortOrder?: components["parameters"]["SortOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of photos; `cursor` is null on the last page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    registerUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uploadIds: string[];
                };
            };
        };
        responses: {
            /** @description The photos created, and the upload ids that could not be registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: components["schemas"]["Photo"][];
                        failed: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deletePhotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    photoIds: string[];
                };
            };
        };
        responses: {
            /** @description The ids that were not deleted, by reason (every other id was deleted). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletePhotosResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteAllPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many photos were deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Photo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listAlbums: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Page size (default 50, at most 100). */
                limit?: number;
                displaySharedData?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of albums; `cursor` is null on the last page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlbumPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createAlbum: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlbumNameBody"];
            };
        };
        responses: {
            /** @description The new album. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        albumId: string;
                        albumName: string;
                    };
                };
            };
            400: components["responses"]["InvalidAlbumName"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getAlbum: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                albumId: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The album. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Album"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteAlbum: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                albumId: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    renameAlbum: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                albumId: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlbumNameBody"];
            };
        };
        responses: {
            /** @description The renamed album. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Album"];
                };
            };
            400: components["responses"]["InvalidAlbumName"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listAlbumPhotos: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Page size (default 24, at most 500). */
                limit?: components["parameters"]["Limit"];
                sortKey?: components["parameters"]["AlbumSortKey"];
                sortOrder?: components["parameters"]["SortOrder"];
            };
            header?: never;
            path: {
                albumId: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of photos; `cursor` is null on the last page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    addAlbumPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                albumId: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhotoIdsBody"];
            };
        };
        responses: {
            /** @description Ids that were not added (unknown or another customer's). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailedList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["SharedAlbumReadOnly"];
        };
    };
    removeAlbumPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                albumId: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhotoIdsBody"];
            };
        };
        responses: {
            /** @description Ids that were not removed (not in the album). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailedList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["SharedAlbumReadOnly"];
        };
    };
}
