// Generated from contracts/product-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/v1/Products/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product's files with their purpose. A product PDF exists when a file has purpose product.pdf. */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Pdfs/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's map PDFs (business customers: the print-ready maps of their products, each fetched with GET /v1/pdf/me/{code}), newest first. A consumer's token is a 403. */
        get: operations["listMapPdfs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pdf/me/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product PDF itself (application/pdf). */
        get: operations["getProductPdf"];
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
        MapPdf: {
            /** @description Its code for GET /v1/pdf/me/{code}. */
            code: string;
            /** @description A name for people, e.g. "Shop window map, A2". */
            name: string;
            /** Format: date-time */
            createdAt: string;
            sizeBytes: number;
        };
        ProductFile: {
            id: string;
            /** @description e.g. product.pdf, cover.jpg */
            purpose: string;
            /** @description e.g. photobook-1000234.pdf */
            fileName: string;
            /**
             * Format: uri
             * @description A signed download URL (no token needed
             */
            url: string;
        };
        Product: {
            code: string;
            files: components["schemas"]["ProductFile"][];
        };
    };
    responses: {
        /** @description Missing token, unknown or foreign product. */
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
    getProduct: {
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
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    listMapPdfs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every map PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MapPdf"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
        };
    };
    getProductPdf: {
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
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
