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
        /** Takes the online version down (its shares and gallery entries go with it); it can be requested again. 401 when the product has none (or is not the customer's). */
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
        /** Sends the online version to someone by e-mail: a real e-mail in the brand of the channel named by vendorId, from the sender's name, with the personal message and the link to the online photo book. Every query value is base64 (UTF-8). 400 with fieldErrors for an invalid recipient e-mail, an empty sender name or one that is not plain text (control, bidi or zero-width characters, a web address, over 60 characters) or an unknown vendorId (sales channel); 409 with code NOT_READY or BLOCKED; 429 TOO_MANY_REQUESTS past the share limits (a customer 10 an hour and 30 a day, an address 3 an hour and 5 a day); 502 MAIL_FAILED when the mail server refused the message (the share is not kept). */
        put: operations["shareWidget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/galleryentries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a READY online photo book to the brand's public gallery under 1-3 categories (codes of GET /v1/categories). 400 with fieldErrors (no, too many or unknown categories); 401 for a product that is not the customer's or has no widget; 409 ALREADY_EXISTS (one entry per widget and channel), NOT_READY or BLOCKED. */
        post: operations["createGalleryEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/galleryentries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gallery entry of a widget (id = the widget's product code) on a channel; 404 when there is none, 401 when the widget is not the customer's. */
        get: operations["getGalleryEntry"];
        /** Replaces the categories of a widget's gallery entry (id = the widget's product code); 400 with fieldErrors as POST, 404 when there is no entry. */
        put: operations["updateGalleryEntry"];
        post?: never;
        /** Removes a widget's gallery entry (id = the widget's product code); 404 when there is none. */
        delete: operations["deleteGalleryEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gallery's categories (a fixed list), in display order. */
        get: operations["listGalleryCategories"];
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
        GalleryCategory: {
            /** @description e.g. travel, family, wedding */
            code: string;
            /** @description English name, e.g. 'Travel' */
            name: string;
        };
        GalleryEntryInput: {
            /** @description The widget's product code. */
            widgetId: string;
            /** @description The brand site's sales channel, e.g. photoprint-gb. */
            channel: string;
            /** @description 1-3 category codes. */
            categories: string[];
        };
        GalleryEntry: {
            /** @description The widget's product code (one entry per widget and channel). */
            id: string;
            widgetId: string;
            channel: string;
            categories: components["schemas"]["GalleryCategory"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
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
            429: components["responses"]["Error"];
            502: components["responses"]["Error"];
        };
    };
    createGalleryEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GalleryEntryInput"];
            };
        };
        responses: {
            /** @description The entry. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryEntry"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getGalleryEntry: {
        parameters: {
            query: {
                channel: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryEntry"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    updateGalleryEntry: {
        parameters: {
            query: {
                channel: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categories: string[];
                };
            };
        };
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryEntry"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    deleteGalleryEntry: {
        parameters: {
            query: {
                channel: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    listGalleryCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["GalleryCategory"][];
                    };
                };
            };
            401: components["responses"]["Error"];
        };
    };
}
