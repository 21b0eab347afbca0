// Generated from contracts/shared-albums-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many shared albums the customer reads (participant) and grants (owner). */
        get: operations["getSharedAlbumsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shared-albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the shared albums other customers share with this customer, newest first. */
        get: operations["listSharedAlbums"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shared-albums/{albumId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                albumId: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        /** One shared album the customer owns or takes part in. */
        get: operations["getSharedAlbum"];
        put?: never;
        post?: never;
        /** As owner: deletes the album for everyone (all photos stay in their owners' libraries). As participant: leaves the album and takes the photos this customer put in it out of it (they stay in the customer's library). */
        delete: operations["deleteSharedAlbum"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shared-albums/{albumId}/participants": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                albumId: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        /** The owner and the participants of a shared album. */
        get: operations["getSharedAlbumParticipants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shared-albums/{albumId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                albumId: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        /** One page of the photos of a shared album, from every participant (default sort created desc). */
        get: operations["listSharedAlbumPhotos"];
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
            code?: string;
        };
        SharedAlbumsSummary: {
            readAlbumsCount: number;
            grantedAlbumsCount: number;
            /** Format: date-time */
            created?: string;
            /** Format: date-time */
            updated?: string;
        };
        Participant: {
            /** Format: uuid */
            id: string;
            /** Format: email */
            email: string;
        };
        SharedAlbum: {
            /** Format: uuid */
            albumId: string;
            albumName: string;
            coverPhoto: components["schemas"]["SharedAlbumPhoto"] | null;
            photosCount: number;
            /** Format: date-time */
            created: string;
            /** Format: date-time */
            updated: string;
            /** Format: uuid */
            ownerId: string;
            owner: components["schemas"]["Participant"];
            participants: components["schemas"]["Participant"][];
        };
        Thumbnail: {
            /** @enum {string} */
            id: "300" | "800" | "1300";
            /** Format: uri */
            url: string;
            width: number;
            height: number;
        };
        /** @description A photo of the photo API's shape plus the id of its owner. */
        SharedAlbumPhoto: {
            /** Format: uuid */
            imageId: string;
            uploadId: string;
            localFileName: string;
            /** Format: uri */
            url: string;
            /** Format: uri */
            untouchedUrl: string;
            thumbnails: components["schemas"]["Thumbnail"][];
            /** Format: date-time */
            dateTaken?: string | null;
            /** Format: date-time */
            created: string;
            /** Format: date-time */
            uploadEnd: string;
            visibleWidth: number;
            visibleHeight: number;
            /** Format: uuid */
            ownerId: string;
        };
    };
    responses: {
        /** @description Invalid parameters. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such shared album for this customer. */
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
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSharedAlbumsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedAlbumsSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listSharedAlbums: {
        parameters: {
            query?: {
                cursor?: string;
                /** @description Page size (default 50 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of shared albums; `cursor` is null on the last page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cursor: string | null;
                        albums: components["schemas"]["SharedAlbum"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getSharedAlbum: {
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
            /** @description The shared album. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedAlbum"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSharedAlbum: {
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
            /** @description Deleted (or left). */
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
    getSharedAlbumParticipants: {
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
            /** @description Owner and participants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        owner: components["schemas"]["Participant"];
                        participants: components["schemas"]["Participant"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listSharedAlbumPhotos: {
        parameters: {
            query?: {
                cursor?: string;
                /** @description Page size (default 24 */
                limit?: number;
                sortKey?: "created" | "dateTaken";
                sortOrder?: "asc" | "desc";
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
                    "application/json": {
                        cursor: string | null;
                        images: components["schemas"]["SharedAlbumPhoto"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
}
