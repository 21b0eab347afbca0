// Generated from contracts/project-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/api/v2/projects/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the account's saved projects, most recently edited first (ties by id), and how many there are. */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/project/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a saved project (and its preview). 404 when it is unknown or another customer's. */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/project/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's preview (image/jpeg). No token; the signature of previewUrl instead (403 when wrong or expired). */
        get: operations["getProjectPreview"];
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
        Project: {
            /** @description e.g. PRJ-000123 */
            id: string;
            /** @description The name the customer gave it. */
            name: string;
            /** @description e.g. 'Photo book A4 landscape' */
            productName: string;
            /** @description e.g. photobook, calendar, walldecor, card */
            articleType: string;
            /** Format: date-time */
            lastEditedAt: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uri
             * @description Signed, expiring URL of its preview (JPEG); null when it has none.
             */
            previewUrl: string | null;
            /**
             * Format: uri
             * @description Where the editor opens it (the shop's editor page on this stack).
             */
            editorUrl: string;
        };
    };
    responses: {
        /** @description Missing token, another account, unknown project, invalid paging. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    code?: string;
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
    listProjects: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Only the token's own account (else 404). */
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: components["schemas"]["Project"][];
                        totalProjectCount: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    deleteProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getProjectPreview: {
        parameters: {
            query: {
                expires: number;
                sig: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
