// Generated from contracts/voucher-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/api/v1/campaigns/offers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offer behind a voucher code (case-insensitive). */
        get: operations["getVoucherOffer"];
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
        Offer: {
            code: string;
            /** @description e.g. 20% off photo books */
            title: string;
            /** @enum {string} */
            discountType: "percentage" | "amount" | "giftCard";
            percentage?: number | null;
            /** @description In minor units. */
            amount?: number | null;
            currency?: string | null;
            /** Format: date */
            validUntil: string;
        };
    };
    responses: {
        /** @description Missing token or unknown voucher. */
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
    getVoucherOffer: {
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
            /** @description The offer. */
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
}
