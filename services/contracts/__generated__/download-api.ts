// Generated from contracts/download-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's downloads, newest first (the 100 most recent). */
        get: operations["listDownloads"];
        put?: never;
        /** Starts building a zip archive of 1-100 of the customer's own photos. */
        post: operations["createDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shared-album-downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts building a zip archive of 1-100 photos of a shared album the customer owns or takes part in. */
        post: operations["createSharedAlbumDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/downloads/{downloadId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                downloadId: components["parameters"]["DownloadId"];
            };
            cookie?: never;
        };
        /** One of the customer's downloads. */
        get: operations["getDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/downloads/{downloadId}/url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                downloadId: components["parameters"]["DownloadId"];
            };
            cookie?: never;
        };
        /** A signed, expiring URL of a FINISHED archive, valid for its owner's download only. */
        get: operations["getDownloadUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{downloadId}": {
        parameters: {
            query: {
                expires: string;
                signature: string;
            };
            header?: never;
            path: {
                downloadId: components["parameters"]["DownloadId"];
            };
            cookie?: never;
        };
        /** The zip file (Content-Disposition attachment), streamed from the originals, with its exact Content-Length, Accept-Ranges bytes and a strong ETag; HEAD answers the same headers. No bearer token; the signature is the capability. */
        get: operations["getArchive"];
        put?: never;
        post?: never;
        delete?: never;
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
            /** @description Set on client errors, e.g. INVALID_JSON, BODY_TOO_LARGE, BAD_REQUEST, NOT_FOUND. */
            code?: string;
        };
        DownloadRefusal: {
            /** @enum {string} */
            code: "NO_PHOTOS" | "TOO_MANY_PHOTOS" | "PHOTOS_NOT_FOUND" | "INVALID";
            message: string;
            failed?: string[];
        };
        /**
         * @description PENDING (queued) → IN_PROGRESS → FINISHED (the archive can be fetched) or FAILED (it never can).
         * @enum {string}
         */
        DownloadStatus: "PENDING" | "IN_PROGRESS" | "FINISHED" | "FAILED";
        Download: {
            /** Format: uuid */
            id: string;
            name: string | null;
            status: components["schemas"]["DownloadStatus"];
            /** @description The photo ids */
            photos: string[];
            photosCount: number;
            /** @description Photos in the prepared archive (total once finished; 0 before and on error). */
            done: number;
            /**
             * Format: uuid
             * @description The shared album of a shared-album download.
             */
            albumId: string | null;
            /** @description File name of the zip, e.g. Summer 2023.zip. */
            fileName: string;
            /** @description Bytes of the finished archive. */
            size: number | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it FINISHED or FAILED.
             */
            finishedAt: string | null;
        };
        /** @enum {string} */
        ArchiveEventKey: "ARCHIVE_STARTED" | "ARCHIVE_PROGRESS" | "ARCHIVE_FINISHED" | "ARCHIVE_ERROR";
        /** @description A push message of the live connection. */
        ArchiveEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            timestamp: string;
            key: components["schemas"]["ArchiveEventKey"];
            message: {
                /** Format: uuid */
                userId: string;
                /** Format: uuid */
                downloadId: string;
                /** @description Photos in the prepared archive (total once finished; 0 before and on error). */
                done: number;
                /** @description Photos of the download. */
                total: number;
            };
        };
    };
    responses: {
        /** @description The request was refused: NO_PHOTOS (empty list), TOO_MANY_PHOTOS (more than 100), PHOTOS_NOT_FOUND (`failed` lists the ids that are not the customer's, or not in the album), INVALID (malformed body). */
        Refused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DownloadRefusal"];
            };
        };
        /** @description No such download (or album) for this customer. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The id is already used by another customer's download. */
        Conflict: {
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
        DownloadId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listDownloads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The downloads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Download"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Chosen by the caller: repeating a POST with the same id answers the same download.
                     */
                    id?: string;
                    /** @description Name of the archive (the zip is named after it). */
                    name?: string | null;
                    photos: string[];
                };
            };
        };
        responses: {
            /** @description The download, PENDING (or as it is, for a repeated id). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Download"];
                };
            };
            400: components["responses"]["Refused"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    createSharedAlbumDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Chosen by the caller: repeating a POST with the same id answers the same download.
                     */
                    id?: string;
                    /** @description Name of the archive (default: the album name). */
                    name?: string | null;
                    /** Format: uuid */
                    albumId: string;
                    photos: {
                        /** Format: uuid */
                        photoId: string;
                        /** Format: uuid */
                        ownerId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The download, PENDING (or as it is, for a repeated id). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Download"];
                };
            };
            400: components["responses"]["Refused"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                downloadId: components["parameters"]["DownloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Download"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getDownloadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                downloadId: components["parameters"]["DownloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        url: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The archive is not finished (PENDING, IN_PROGRESS or FAILED). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchive: {
        parameters: {
            query: {
                expires: string;
                signature: string;
            };
            header?: {
                /** @description One byte range (`bytes=a-b`, `a-`, `-n`): 206. Several ranges or a malformed value are ignored (200, the whole archive). */
                Range?: string;
                /** @description The archive's ETag keeps the Range; anything else (another ETag, a date) answers the whole archive. */
                "If-Range"?: string;
            };
            path: {
                downloadId: components["parameters"]["DownloadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive, streamed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The range asked for (Content-Range), its end clamped to the archive. */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The URL is invalid, signed for another customer, or expired. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description A photo of the archive was deleted (or its original lost or changed) after the archive was prepared (`code` ARCHIVE_GONE): it can no longer be downloaded. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The range starts at or past the end of the archive (Content-Range `bytes *\/<size>`). */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
