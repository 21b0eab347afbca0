// Generated from contracts/invoice-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/api/v1/InvoiceGroupFiles/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's current invoices (one invoice group file per order), newest first. */
        get: operations["listCurrentInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/InvoiceGroupFiles/me/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF of a current invoice. */
        get: operations["getCurrentInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/HistoricalInvoice/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's historical invoices (from before the current invoicing system), newest first. */
        get: operations["listHistoricalInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/HistoricalInvoice/me/pdf/{id}/{channel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF of a historical invoice (its id and channel as listed). */
        get: operations["getHistoricalInvoicePdf"];
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
        Money: {
            /** @description Cents */
            amountInMinorUnits: number;
            /** @description ISO 4217 */
            currency: string;
        };
        CurrentInvoice: {
            id: string;
            /** @description The super order code the invoice is for. */
            orderRef: string;
            invoiceNumber: string;
            /** Format: date-time */
            issuedAt: string;
            total: components["schemas"]["Money"];
        };
        HistoricalInvoice: {
            id: string;
            orderRef: string;
            /** @description The sales channel it was issued by */
            channel: string;
            /** Format: date-time */
            issuedAt: string;
            total: components["schemas"]["Money"];
        };
    };
    responses: {
        /** @description Missing token, a consumer's token, or an unknown or another customer's invoice. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    /** @description e.g. FORBIDDEN */
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
    listCurrentInvoices: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of current invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CurrentInvoice"][];
                        total: number;
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getCurrentInvoicePdf: {
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
            /** @description The invoice PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    listHistoricalInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every historical invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        historicalInvoices: components["schemas"]["HistoricalInvoice"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getHistoricalInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                channel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
