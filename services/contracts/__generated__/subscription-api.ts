// Generated from contracts/subscription-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/api/v1/Profiles/{email}/subscription/confirm/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
                token: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms the pending subscription of that e-mail address. Confirming again is a 200 (already subscribed); an unknown, tampered or another address's token is a 404, an expired one (30 days) a 410. */
        post: operations["confirmSubscription"];
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
        /** @description A refused confirmation. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    /** @description e.g. INVALID_TOKEN */
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
    confirmSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address is subscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** Format: date-time */
                        subscribedAt: string;
                    };
                };
            };
            404: components["responses"]["Error"];
            410: components["responses"]["Error"];
        };
    };
}
