// Generated from contracts/customer-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/customers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer who owns the bearer token. */
        get: operations["getMe"];
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
        Address: {
            id: string;
            name?: string;
            street?: string;
            houseNumber?: string;
            postalCode?: string;
            city?: string;
            countryCode?: string;
            phoneNumber?: string;
        };
        FtpIntegration: {
            callbackUrl: string | null;
            callbackFormat: string | null;
        };
        Customer: {
            /** @description The account id (the token's subject). */
            id: string;
            /** Format: email */
            email: string;
            firstName: string;
            lastName: string;
            /** @description Company of a business customer; null for consumers. */
            companyName?: string | null;
            accountDeleted: boolean;
            /** @description The record was changed since the last sign-in. */
            changed: boolean;
            addresses: components["schemas"]["Address"][];
            /** @description FTP integration (business customers), null for consumers. */
            ftpIntegration: components["schemas"]["FtpIntegration"] | null;
            /**
             * @description Business customers only; null for consumers.
             * @enum {string|null}
             */
            businessAccountStatus: "Default" | "New" | "Blocked" | "Active" | null;
        };
    };
    responses: {
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
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The account is deleted. */
            404: {
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
