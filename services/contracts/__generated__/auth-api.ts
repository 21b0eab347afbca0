// Generated from contracts/auth-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/v2/identities/{idpType}/{idpSub}/deleteaccount": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idpType: components["parameters"]["idpType"];
                idpSub: components["parameters"]["idpSub"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails a deletion confirmation link (`{brand origin}/delete-account-confirmation?confirmation-token=…`) in the channel's brand and locale. At most 3 requests per identity per hour (then 429). */
        post: operations["requestAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/identities/{idpType}/{idpSub}/deleteaccount/{token}/actions/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idpType: components["parameters"]["idpType"];
                idpSub: components["parameters"]["idpSub"];
                token: components["parameters"]["token"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes the account: the customer is marked deleted at once (every API answers 404 for it, its signed URLs stop working), its photos, albums and archives are removed in the background. 404 for an unknown, used or another identity's token, 410 for an expired one. */
        post: operations["confirmAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/identities/{idpType}/{idpSub}/emailchanges": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idpType: components["parameters"]["idpType"];
                idpSub: components["parameters"]["idpSub"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails a confirmation link (`{brand origin}/change-email-confirmation?confirmation-token=…`) to the new address. 400 INVALID_EMAIL (with fieldErrors), 409 EMAIL_IN_USE when another account (or this one) signs in with it, 429 TOO_MANY_REQUESTS after 3 requests per identity within an hour. */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idpType: components["parameters"]["idpType"];
                idpSub: components["parameters"]["idpSub"];
                token: components["parameters"]["token"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes the new address the sign-in e-mail (the old one no longer signs in). 404 for an unknown, used or another identity's token, 410 for an expired one, 409 EMAIL_IN_USE when the address was taken meanwhile. */
        post: operations["confirmEmailChange"];
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
        /** @description The brand site's sales channel (vendor), e.g. `photoprint-gb`; decides the e-mail's brand, locale and link origin. */
        Channel: string;
    };
    responses: {
        /** @description The confirmation e-mail was sent. */
        Requested: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description When the link stops working.
                     */
                    expiresAt: string;
                };
            };
        };
        /** @description A refused request. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    /** @description e.g. INVALID_EMAIL, UNKNOWN_CHANNEL, FORBIDDEN, EMAIL_IN_USE, TOO_MANY_REQUESTS, INVALID_TOKEN, TOKEN_EXPIRED. */
                    code?: string;
                    fieldErrors?: {
                        field: string;
                        message: string;
                    }[];
                };
            };
        };
    };
    parameters: {
        idpType: string;
        idpSub: string;
        token: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    requestAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idpType: components["parameters"]["idpType"];
                idpSub: components["parameters"]["idpSub"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: components["schemas"]["Channel"];
                };
            };
        };
        responses: {
            202: components["responses"]["Requested"];
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    confirmAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idpType: components["parameters"]["idpType"];
                idpSub: components["parameters"]["idpSub"];
                token: components["parameters"]["token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
        };
    };
    requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idpType: components["parameters"]["idpType"];
                idpSub: components["parameters"]["idpSub"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    channel: components["schemas"]["Channel"];
                };
            };
        };
        responses: {
            202: components["responses"]["Requested"];
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idpType: components["parameters"]["idpType"];
                idpSub: components["parameters"]["idpSub"];
                token: components["parameters"]["token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-mail was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            410: components["responses"]["Error"];
        };
    };
}
