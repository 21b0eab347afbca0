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
        /** Changes the personal details (first and last name). Names are trimmed, 1–100 characters, no < > ; or control characters. */
        put: operations["updateMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Partial update of a business customer's FTP integration: callbackUrl (an absolute https URL of a public server without credentials or control characters, at most 2,000 characters, stored normalised; or null to remove it) and callbackFormat (one of the fixed set, or null). A host that is localhost, a single label or a loopback, private, link-local, unique-local or other special-purpose address (in any numeric form) is refused. 400 INVALID_FTP_INTEGRATION with fieldErrors ('Please enter a secure (https) URL', 'Please choose a format'); a consumer's token is a 403 FORBIDDEN. */
        patch: operations["patchMe"];
        trace?: never;
    };
    "/customers/me/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a business customer's company details: companyName (trimmed, 1–100 characters, no < > ; or control characters) and vatNumber (an EU or UK VAT number: two letters then 2–13 letters or digits; spaces, dots and dashes are removed and letters upper-cased). 400 INVALID_COMPANY_DETAILS with fieldErrors ('Please enter your company name', 'VAT number must be valid'); a consumer's token is a 403 FORBIDDEN. When the account status is Default (details missing), completing them moves it to New (pending validation). */
        put: operations["updateCompanyDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/me/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's address book, the default address first, then oldest first. */
        get: operations["listAddresses"];
        put?: never;
        /** Adds an address (spec §5 messages on invalid fields: 400 INVALID_ADDRESS with fieldErrors). The first address, or one sent with isDefault true, becomes the default. At most 50 addresses (409 TOO_MANY_ADDRESSES). */
        post: operations["addAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/me/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Replaces one of the customer's addresses (404 for an unknown id or another customer's address). */
        put: operations["updateAddress"];
        post?: never;
        /** Deletes one of the customer's addresses. When it was the default, the oldest remaining one becomes the default. */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/me/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's preferred payment method and the methods offered in the customer's country. */
        get: operations["getPaymentMethod"];
        /** Chooses the preferred payment method; one not offered in the customer's country is a 400 PAYMENT_METHOD_UNAVAILABLE. */
        put: operations["changePaymentMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/me/cookie-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's cookie consent as a two-character code (first analytics, second marketing; 1 = yes). */
        get: operations["getCookieConsent"];
        /** Stores the consent; any code but 00, 01, 10 or 11 is a 400 INVALID_CONSENT_CODE. */
        put: operations["setCookieConsent"];
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
            /** @description Set on client errors, e.g. INVALID_JSON, BODY_TOO_LARGE, BAD_REQUEST, NOT_FOUND, INVALID_ADDRESS, INVALID_PERSONAL_DETAILS, TOO_MANY_ADDRESSES, PAYMENT_METHOD_UNAVAILABLE, INVALID_CONSENT_CODE. */
            code?: string;
            /** @description On a 400 INVALID_ADDRESS or INVALID_PERSONAL_DETAILS, each invalid field with its message. */
            fieldErrors?: {
                field: string;
                message: string;
            }[];
        };
        PersonalDetailsInput: {
            firstName: string;
            lastName: string;
        };
        CompanyDetailsInput: {
            companyName: string;
            vatNumber: string;
        };
        /** @description The same fields as an order's delivery address (order-api AddressInput), plus isDefault. */
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
            /** @description Make this the default address (the previous default stops being one). */
            isDefault?: boolean;
        };
        Address: {
            id: string;
            firstName: string;
            lastName: string;
            company: string | null;
            streetName: string;
            streetNumber: string;
            addition: string | null;
            postalCode: string;
            city: string;
            /** @description ISO 3166-1 alpha-2. */
            countryCode: string;
            phone: string | null;
            isDefault: boolean;
        };
        /** @enum {string} */
        PaymentMethodType: "CREDIT_CARD" | "PAYPAL" | "IDEAL" | "BANCONTACT" | "SOFORT" | "KLARNA" | "BANK_TRANSFER";
        PaymentMethod: {
            /** @description The preferred method; null until the customer chose one. */
            method: components["schemas"]["PaymentMethodType"] | null;
            /** @description The methods offered in the customer's country, in display order. */
            available: components["schemas"]["PaymentMethodType"][];
        };
        CookieConsent: {
            /**
             * @description First character analytics
             * @enum {string}
             */
            code: "00" | "01" | "10" | "11";
        };
        /**
         * @description How order status callbacks are posted to callbackUrl.
         * @enum {string}
         */
        CallbackFormat: "JSON" | "XML" | "CSV";
        FtpIntegrationPatch: {
            callbackUrl?: string | null;
            callbackFormat?: components["schemas"]["CallbackFormat"] | null;
        };
        FtpIntegration: {
            callbackUrl: string | null;
            callbackFormat: components["schemas"]["CallbackFormat"] | null;
            /** @description The FTP server to upload order files to (FTPS). */
            host: string;
            port: number;
            /** @description The customer's FTP user name (the password is sent by customer care). */
            user: string;
            /** @description The customer's upload folder on the server. */
            folder: string;
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
            /** @description VAT number of a business customer (normalised, e.g. NL123456789B01); null when not given and for consumers. */
            vatNumber?: string | null;
            /** @description The account is deleted (marked so, its deletion not confirmed through the product); clients treat it as the 404. */
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
        /** @description Invalid request, missing token, deleted account, unknown or another customer's address. */
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
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. `accountDeleted: true`: the account is marked deleted (e.g. by customer care) — the same as the 404 for a client (signed out); every other call of the account answers 404. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            401: components["responses"]["Error"];
            /** @description The account is deleted (no such account, or its deletion was confirmed). */
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
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonalDetailsInput"];
            };
        };
        responses: {
            /** @description The customer after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    patchMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FtpIntegrationPatch"];
            };
        };
        responses: {
            /** @description The customer after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    updateCompanyDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyDetailsInput"];
            };
        };
        responses: {
            /** @description The customer after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    listAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every address (at most 50). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Address"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    addAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description The new address. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description The address after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    deleteAddress: {
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
            /** @description Deleted. */
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
    getPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    changePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    method: components["schemas"]["PaymentMethodType"];
                };
            };
        };
        responses: {
            /** @description The payment method after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    getCookieConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent ('00' until the customer chose). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CookieConsent"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    setCookieConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CookieConsent"];
            };
        };
        responses: {
            /** @description The stored consent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CookieConsent"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
