// Generated from contracts/order-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/v2/superorders/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's super orders, newest first, a page at a time. */
        get: operations["listMySuperOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/superorders/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One super order of the customer by its code. */
        get: operations["getSuperOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/superorders/{code}/deliveryAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes the delivery address of a home delivery while no inner order has gone to production. 400 with fieldErrors for an invalid address; 409 with code TOO_LATE once production started (or the order is dispatched or cancelled), code NOT_HOME_DELIVERY for a pick-up point order. */
        put: operations["updateSuperOrderDeliveryAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/byAccount/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's inner orders, newest first, optionally only those of the named articles. Only the token's own account (else 404). */
        get: operations["listOrdersByAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's inner orders, newest first, a page at a time (limit 100 when fetching all). */
        get: operations["listMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Orders/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One inner order of the customer by its code (its superOrderCode names the super order it belongs to). */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Orders/{code}/voucher/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-reads the e-voucher of a voucher product (issued once the payment has arrived). 404 for a product that is not a voucher. */
        post: operations["refreshOrderVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OrderDeliveryDates/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The expected delivery window of a super order; 404 when none is known (not paid yet, cancelled, or a pick-up point order already collected). */
        get: operations["getOrderDeliveryDates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reorder/status/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a super order can be ordered again as it was. */
        get: operations["getReorderStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reorder/direct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts the products of a super order into a new shop basket and answers the shop URL to send the customer to. 409 with code REORDER_UNAVAILABLE when the status says it cannot be reordered. */
        post: operations["reorderDirect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blockedorders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a super order is blocked (its online photo books cannot be shared), and why. */
        get: operations["getBlockedOrder"];
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
        /** @enum {string} */
        RawOrderStatus: "paymentPending" | "paymentFailed" | "paymentSuccess" | "paymentFree" | "verification failed" | "processing" | "processing failed" | "approved" | "rejected" | "on_hold" | "producing" | "delayed" | "shipped" | "cancelled";
        Money: {
            /** @description In minor units (cents). */
            amount: number;
            /** @description ISO 4217 */
            currency: string;
        };
        Address: {
            firstName: string;
            lastName: string;
            company?: string | null;
            streetName: string;
            streetNumber: string;
            addition?: string | null;
            postalCode: string;
            city: string;
            /** @description ISO 3166-1 alpha-2 */
            countryCode: string;
            phone?: string | null;
        };
        AddressInput: {
            firstName: string;
            lastName: string;
            company?: string | null;
            streetName: string;
            streetNumber: string;
            addition?: string | null;
            postalCode: string;
            city: string;
            countryCode: string;
            phone?: string | null;
        };
        PrintedPhoto: {
            /** Format: uuid */
            imageId: string;
            localFileName: string;
            /**
             * Format: uri
             * @description Signed 300 px thumbnail URL
             */
            thumbnailUrl: string;
            width: number;
            height: number;
        };
        VoucherDetails: {
            /**
             * @description eVoucher: the product is a gift voucher; discount: a voucher code was used on the product.
             * @enum {string}
             */
            kind: "eVoucher" | "discount";
            /** @description The issued e-voucher code */
            eVoucherCode?: string | null;
            value?: components["schemas"]["Money"] | null;
            /** @description Payment provider (some take longer to confirm), e.g. ideal, banktransfer. */
            provider?: string | null;
        };
        /** @description An inner order, one product of a super order. */
        Order: {
            orderCode: string;
            superOrderCode: string;
            /** @description e.g. PAP_910 (prints), PHOTOBOOK_A4, EVOUCHER, CANVAS_40x30 */
            articleName: string;
            /** @description e.g. prints, photobook, voucher, walldecor, calendar */
            articleType: string;
            title: string;
            quantity: number;
            status: components["schemas"]["RawOrderStatus"];
            /** Format: date-time */
            paymentChangedDate?: string | null;
            /** Format: date-time */
            createdAt: string;
            price: components["schemas"]["Money"];
            /** @description The voucher code used on this product */
            voucher?: string | null;
            voucherDetails?: components["schemas"]["VoucherDetails"] | null;
            /** @description For prints ordered from the photo library */
            printedPhotos: components["schemas"]["PrintedPhoto"][];
        };
        SuperOrder: {
            superOrderCode: string;
            accountId: string;
            /** @enum {string} */
            origin: "Resnap" | "Albelli";
            status: components["schemas"]["RawOrderStatus"];
            /** Format: date-time */
            createdAt: string;
            orderCount: number;
            orders: components["schemas"]["Order"][];
            total: components["schemas"]["Money"];
            /** @enum {string} */
            deliveryType: "PickupPoint" | "Home";
            deliveryAddress: components["schemas"]["Address"];
            /** @description True while no inner order has gone to production (home delivery only). */
            addressChangeable: boolean;
            delayed: boolean;
        };
        DeliveryDates: {
            orderId: string;
            /** Format: date */
            earliest: string;
            /** Format: date */
            latest: string;
        };
        ReorderStatus: {
            orderId: string;
            available: boolean;
            /** @description Why not, e.g. CANCELLED, VOUCHER_ONLY, TOO_OLD. */
            reason?: string | null;
        };
    };
    responses: {
        /** @description Invalid request, missing token, unknown or foreign order, or a refused change. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    /** @description e.g. TOO_LATE, NOT_HOME_DELIVERY, REORDER_UNAVAILABLE, INVALID_ADDRESS, TOO_MANY_IDS. */
                    code?: string;
                    /** @description On a 400 INVALID_ADDRESS, each invalid field with its message. */
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
    listMySuperOrders: {
        parameters: {
            query?: {
                Offset?: number;
                Limit?: number;
                /** @description notExpired leaves out orders older than two years. */
                OrderState?: "notExpired" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of super orders and how many there are in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["SuperOrder"][];
                        total: number;
                        offset: number;
                        limit: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    getSuperOrder: {
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
            /** @description The super order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuperOrder"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    updateSuperOrderDeliveryAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description The super order with its new address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuperOrder"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    listOrdersByAccount: {
        parameters: {
            query?: {
                /** @description Comma-separated article names (at most 50), e.g. PHOTOBOOK_A4,PHOTOBOOK_XL. */
                articleNames?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of inner orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Order"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    listMyOrders: {
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
            /** @description One page of inner orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Order"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
        };
    };
    getOrder: {
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
            /** @description The inner order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    refreshOrderVoucher: {
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
            /** @description The inner order with its current voucherDetails. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getOrderDeliveryDates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The window. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryDates"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getReorderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReorderStatus"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    reorderDirect: {
        parameters: {
            query: {
                OrderCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the basket is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        ShopUrl: string;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    getBlockedOrder: {
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
            /** @description The lookup. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderCode: string;
                        blocked: boolean;
                        /** @description e.g. PAYMENT_DISPUTE, COPYRIGHT_REVIEW */
                        reason?: string | null;
                    };
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
