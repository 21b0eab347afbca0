// Generated from contracts/storage-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates upload slots with signed upload URLs (bearer token required). */
        post: operations["createUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{uploadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status of an upload of the customer (bearer token required). */
        get: operations["getUpload"];
        put?: never;
        post?: never;
        /** Deletes an upload that was not registered as a photo, and its bytes (bearer token required). */
        delete: operations["deleteUpload"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getanonymousuploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads made before sign-in (no account yet), by id: the fallback of GET /uploads/{uploadId} when it answers 404 (spec §7 Storage). Ids that are unknown are left out; at most 100 ids. */
        post: operations["getAnonymousUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous-uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload slots for a customer who has not signed in (a signed-out upload page, the editor): no bearer token. The ids are unguessable and are what POST /getanonymousuploads answers after sign-in. At most 20 files per request, 30 requests per address and minute (429 with Retry-After). */
        post: operations["createAnonymousUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/anonymous-uploads/{uploadId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The bytes of an upload made before sign-in (its signed `uploadUrl`; no bearer token), once. Checked by their magic bytes: READY for a HEIC, JPEG or PNG photo, else REJECTED with its reason. */
        put: operations["putAnonymousUploadContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{uploadId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The browser sends the file's bytes here (the signed `uploadUrl`; no bearer token). The content is checked by its magic bytes (HEIC, JPEG or PNG only) and its size in pixels (at most 100 megapixels, from the header), the date taken read from EXIF, thumbnails 300/800/1300 and a displayable JPEG produced. A content the library already holds is reported as DUPLICATE and not stored twice. */
        put: operations["putUploadContent"];
        /** tus 1.0.0 creation on the signed `uploadUrl` (no bearer token): `Upload-Length` must be the size declared for the slot. The upload's URL (`Location`) is the same signed URL; creating it again restarts it from offset 0. */
        post: operations["createResumableUpload"];
        delete?: never;
        options?: never;
        /** tus 1.0.0 offset of a resumable upload (where the client goes on from), with its Upload-Length. */
        head: operations["getResumableUploadOffset"];
        /** tus 1.0.0 chunk from `Upload-Offset` (it must be the upload's offset). The complete file is checked like the PUT's (type by content, pixels, duplicates) and its partial bytes removed whatever the outcome; the last PATCH answers the upload: 200 READY or DUPLICATE, 422 REJECTED with its reason. */
        patch: operations["patchResumableUpload"];
        trace?: never;
    };
    "/blobs/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Image bytes from a signed, expiring URL bound to the owner (no bearer token, usable in <img>). */
        get: operations["getBlob"];
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
        UploadSlot: {
            /** Format: uuid */
            uploadId: string;
            fileName: string;
            /**
             * Format: uri
             * @description Signed URL: PUT the bytes here.
             */
            uploadUrl: string;
            /** Format: date-time */
            expiresAt: string;
        };
        Upload: {
            /** Format: uuid */
            uploadId: string;
            fileName: string;
            /** @enum {string} */
            status: "PENDING" | "READY" | "DUPLICATE" | "REJECTED" | "REGISTERED";
            /** @description Why it was rejected, e.g. 'Only HEIC, JPEG and PNG photos can be uploaded.', or for an image above 100 megapixels (read from its header, never decoded) 'The photo is too large: 16383 × 16383 pixels (the limit is 100 megapixels)'. */
            reason?: string | null;
            /** @description The library photo with the same content. */
            duplicateOfPhotoId?: string | null;
            /** @enum {string|null} */
            contentType?: "image/heic" | "image/jpeg" | "image/png" | null;
            /** Format: date-time */
            dateTaken?: string | null;
            /** @description Set once registered as a photo. */
            photoId?: string | null;
        };
    };
    responses: {
        /** @description Invalid parameters or body. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such upload for this customer. */
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
        ContentUploadId: string;
        Expires: number;
        Signature: string;
        /** @description The upload language of a rejection reason (en-GB when missing or without texts of its own). */
        UploadLanguage: string;
        TusResumable: "1.0.0";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    files: {
                        fileName: string;
                        /** @description Declared size in bytes (at most 50 MB). */
                        size: number;
                    }[];
                    /** @description The upload language (spec §9): the site's locale, which a rejected file's reason is worded in; a locale without upload texts of its own (or none) falls back to en-GB. It rides along in uploadUrl. */
                    language?: string;
                };
            };
        };
        responses: {
            /** @description One upload slot per file, in order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uploads: components["schemas"]["UploadSlot"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getUpload: {
        parameters: {
            query?: {
                accountId?: string;
            };
            header?: never;
            path: {
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uploadId: string;
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
    getAnonymousUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[];
            };
        };
        responses: {
            /** @description The anonymous uploads found, in the order asked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createAnonymousUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    files: {
                        fileName: string;
                        size: number;
                    }[];
                    /** @description The upload language */
                    language?: string;
                };
            };
        };
        responses: {
            /** @description One upload slot per file, in order (its uploadUrl is PUT /anonymous-uploads/{uploadId}/content). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uploads: components["schemas"]["UploadSlot"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Too many requests from this address; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putAnonymousUploadContent: {
        parameters: {
            query: {
                expires: number;
                signature: string;
                /** @description The upload language of the reason (en-GB when missing or without texts of its own). */
                language?: string;
            };
            header?: never;
            path: {
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The upload after the check (READY or REJECTED). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            /** @description Missing */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Content was already sent for this upload. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Larger than 50 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putUploadContent: {
        parameters: {
            query: {
                expires: number;
                signature: string;
                /** @description The upload language of the reason (en-GB when missing or without texts of its own). */
                language?: string;
            };
            header?: never;
            path: {
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The upload after processing (READY, DUPLICATE or REJECTED with its reason). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            /** @description Missing */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            /** @description Content was already sent for this upload. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Larger than 50 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    createResumableUpload: {
        parameters: {
            query: {
                expires: components["parameters"]["Expires"];
                signature: components["parameters"]["Signature"];
                /** @description The upload language of a rejection reason (en-GB when missing or without texts of its own). */
                language?: components["parameters"]["UploadLanguage"];
            };
            header: {
                "Tus-Resumable": components["parameters"]["TusResumable"];
                "Upload-Length": number;
            };
            path: {
                uploadId: components["parameters"]["ContentUploadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: `Location` is the upload URL (the slot URL itself). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Upload-Length is not the declared size (the reason as text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such upload (a cancelled slot */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Content was already sent for this upload. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Tus-Resumable missing or of another version. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getResumableUploadOffset: {
        parameters: {
            query: {
                expires: components["parameters"]["Expires"];
                signature: components["parameters"]["Signature"];
            };
            header: {
                "Tus-Resumable": components["parameters"]["TusResumable"];
            };
            path: {
                uploadId: components["parameters"]["ContentUploadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Upload-Offset and Upload-Length headers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such upload */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Content was already sent for this upload. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    patchResumableUpload: {
        parameters: {
            query: {
                expires: components["parameters"]["Expires"];
                signature: components["parameters"]["Signature"];
                /** @description The upload language of a rejection reason (en-GB when missing or without texts of its own). */
                language?: components["parameters"]["UploadLanguage"];
            };
            header: {
                "Tus-Resumable": components["parameters"]["TusResumable"];
                "Upload-Offset": number;
            };
            path: {
                uploadId: components["parameters"]["ContentUploadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/offset+octet-stream": string;
            };
        };
        responses: {
            /** @description The last chunk; the upload after processing (READY or DUPLICATE). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            /** @description A chunk was written; Upload-Offset is the new offset. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such upload (a cancelled slot). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Upload-Offset is not the upload's offset */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The chunk would go beyond the declared size (the reason as text). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The last chunk; the assembled file was refused (REJECTED with its reason) and nothing kept. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
        };
    };
    getBlob: {
        parameters: {
            query: {
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes, with their content type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description Missing */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such blob. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
