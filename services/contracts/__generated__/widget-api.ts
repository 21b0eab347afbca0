// Generated from contracts/widget-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/v1/widget/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The widgets of the photo-book products of the given super orders (batch); orders without one are left out. */
        get: operations["listWidgets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widget/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The widget of a product; 401 when there is none (or the product is not the customer's). */
        get: operations["getWidget"];
        put?: never;
        /** Requests the online version of a photo-book product (idempotent). 404 for a product that is not a photo book of the customer's. */
        post: operations["requestWidget"];
        /** Takes the online version down. */
        delete: operations["deleteWidget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widget/{code}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sends the online version to someone by e-mail. Every query value is base64 (UTF-8). 400 with fieldErrors for an invalid recipient e-mail or an empty sender name; 409 with code NOT_READY or BLOCKED. */
        put: operations["shareWidget"];
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
        Widget: {
            productCode: string;
            /** @description The super order code. */
            orderCode: string;
            /** @enum {string} */
            status: "REQUESTED" | "READY";
            /**
             * Format: uri
             * @description Public page of the online photo book
             */
            viewUrl?: string | null;
            /** Format: date-time */
            createdAt: string;
            shareCount: number;
        };
    };
    responses: {
        /** @description Missing token, no widget, an invalid share, or a refused share. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    code?: string;
                    fieldErrors?: {
                        field: string;
                        message: string;
                    }[];
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
    listWidgets: {
        parameters: {
            query: {
                /** @description Comma-separated super order codes, 1-100. */
                orderCodes: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widgets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Widget"][];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    getWidget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widget. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Widget"];
                };
            };
            401: components["responses"]["Error"];
        };
    };
    requestWidget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widget, REQUESTED (or as it was when already requested). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Widget"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    deleteWidget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
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
            401: components["responses"]["Error"];
        };
    };
    shareWidget: {
        parameters: {
            query: {
                vendorId: string;
                fromName: string;
                personalMessage?: string;
                toEmailAddress: string;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
}
