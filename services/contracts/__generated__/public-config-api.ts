// Generated from contracts/public-config-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The menu and routes of the brand site of a domain. 400 when it is not a host name, 404 when no brand site has it. */
        get: operations["getPublicConfig"];
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
        PublicConfig: {
            /** @description The domain asked for (lower case). */
            domain: string;
            /** @description The sales channel of the site, e.g. `fotoprint-nl`. */
            channel: string;
            /** @description The language of the labels: the site's locale (its forced one, e.g. `de-AT`). */
            locale: string;
            /** @description The main site's menu, in order. */
            menu: components["schemas"]["MenuEntry"][];
            routes: components["schemas"]["SiteRoutes"];
        };
        MenuEntry: {
            /**
             * @description Stable name of the entry.
             * @enum {string}
             */
            id: "photoBooks" | "prints" | "wallDecor" | "gifts" | "help";
            /** @description The entry's text in the site's language, e.g. `Fotoboeken`. */
            label: string;
            /**
             * Format: uri
             * @description Its page on the shop domain.
             */
            url: string;
        };
        /** @description Named pages of the brand's main site (absolute URLs on the shop domain). */
        SiteRoutes: {
            /** Format: uri */
            shopHome: string;
            /** Format: uri */
            products: string;
            /** Format: uri */
            createAccount: string;
            /** Format: uri */
            faq: string;
            /** Format: uri */
            customerCare: string;
        };
    };
    responses: {
        /** @description A refused request. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                    /** @description INVALID_DOMAIN or UNKNOWN_DOMAIN. */
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
    getPublicConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A host name without port, any case, e.g. `fotoprint-nl.localhost`. */
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site's public configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfig"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
