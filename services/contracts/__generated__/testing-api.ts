// Generated from contracts/testing-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/v1/experiments/{experiment}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The token's customer's variant of the experiment, assigned (and stored) on the first request. */
        post: operations["requestOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/experiments/{experiment}/exposures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The token's customer's exposures to the experiment, newest first (at most 100). */
        get: operations["listExposures"];
        put?: never;
        /** Records that the customer was shown their variant now (the stored one; assigned first if the customer had no offer yet). */
        post: operations["recordExposure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The token's customer's tracked events, newest first (at most 100). */
        get: operations["listEvents"];
        put?: never;
        /** Records that an event the product tracks happened to the token's customer now. */
        post: operations["trackEvent"];
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
        /** @enum {string} */
        Variant: "control" | "A";
        Offer: {
            /** @description e.g. sample-test */
            experiment: string;
            variant: components["schemas"]["Variant"];
            /**
             * Format: date-time
             * @description When the variant was first assigned to the customer.
             */
            assignedAt: string;
        };
        Exposure: {
            id: string;
            experiment: string;
            variant: components["schemas"]["Variant"];
            /** Format: date-time */
            exposedAt: string;
        };
        /**
         * @description photo-library-import-finished: the photo library's import (activation) finished.
         * @enum {string}
         */
        EventName: "photo-library-import-finished";
        EventRequest: {
            name: components["schemas"]["EventName"];
        };
        Event: {
            id: string;
            name: components["schemas"]["EventName"];
            /** Format: date-time */
            occurredAt: string;
        };
        Error: {
            message: string;
            /** @description Set on client errors, e.g. UNKNOWN_EXPERIMENT, UNKNOWN_EVENT, ACCOUNT_DELETED. */
            code?: string;
        };
    };
    responses: {
        /** @description Unknown experiment or event, missing or invalid token, deleted account. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
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
    requestOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                experiment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's variant (the same on every request). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    listExposures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                experiment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exposures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Exposure"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    recordExposure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                experiment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recorded exposure. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exposure"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    listEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Event"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    trackEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventRequest"];
            };
        };
        responses: {
            /** @description The recorded event. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
