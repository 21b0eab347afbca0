// Generated from contracts/cutoff-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/v1/ArticleGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every article group, with its own cut-off or its campaign, if any. */
        get: operations["listArticleGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Campaign/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign by name (case-sensitive); 404 when there is none of that name. */
        get: operations["getCampaign"];
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
        CutOff: {
            /**
             * Format: date-time
             * @description Orders placed before this moment are delivered by deliveryBy.
             */
            orderBefore: string;
            /**
             * Format: date
             * @description The day of delivery at the latest.
             */
            deliveryBy: string;
        };
        ArticleGroup: {
            /** @description e.g. PRINTS, PHOTO_BOOKS */
            name: string;
            /** @description The articles of the group, e.g. PAP_910. */
            articleNames: string[];
            /** @description The campaign whose cut-off covers the group (GET /v1/Campaign/{name}), if any. */
            campaign: string | null;
            /** @description The group's own cut-off, if any. */
            cutOff: components["schemas"]["CutOff"] | null;
        };
        Campaign: {
            /** @description e.g. CHRISTMAS */
            name: string;
            /** @description e.g. Christmas */
            title: string;
            /**
             * Format: date-time
             * @description From when the campaign runs.
             */
            startsAt: string;
            cutOff: components["schemas"]["CutOff"];
        };
    };
    responses: {
        /** @description Missing token or unknown campaign. */
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
    listArticleGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ArticleGroup"][];
                    };
                };
            };
            401: components["responses"]["Error"];
        };
    };
    getCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
