// Generated from contracts/temp-selection-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/temp-selections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores photo ids (the customer's own photos, 1-500) as a temporary selection. */
        post: operations["createTempSelection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/temp-selections/{tempSelectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The photo ids of a selection (only for the customer who created it). */
        get: operations["getTempSelection"];
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
    schemas: never;
    responses: {
        /** @description Invalid request, missing token, or no such selection. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    /** @description e.g. TOO_MANY_IDS (more than 500 ids), INVALID_JSON. */
                    code?: string;
                    /** @description On a 400 for photos that are not in the customer's library, those photo ids. */
                    failed?: string[];
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createTempSelection: {
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
            /** @description The selection. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tempSelectionId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["BadRequest"];
        };
    };
    getTempSelection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tempSelectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo ids, in the order they were chosen. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photoIds: string[];
                    };
                };
            };
            401: components["responses"]["BadRequest"];
            404: components["responses"]["BadRequest"];
        };
    };
}
