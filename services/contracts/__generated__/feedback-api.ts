// Generated from contracts/feedback-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/v1/surveys/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the survey is offered to the token's customer on a site of this locale, and if not, why. */
        get: operations["getSurvey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/surveys/me/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores the customer's answer. 400 INVALID_ANSWER with fieldErrors (rating not an integer 1-5, comment over 1000 characters, unknown locale); 409 SURVEY_NOT_OFFERED (already answered or dismissed, or the locale is not surveyed) with the survey's state, nothing stored. */
        post: operations["answerSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/surveys/me/dismissal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer declined the survey ('No thanks'): it is not offered again. 400 INVALID_LOCALE; 409 SURVEY_NOT_OFFERED as for an answer. */
        post: operations["dismissSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/answers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The token's customer's own answer (an empty list before it answered, or after a dismissal). */
        get: operations["listMyAnswers"];
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
        /** @description A locale of the brand sites, e.g. nl-BE. */
        Locale: string;
        Survey: {
            locale: components["schemas"]["Locale"];
            /** @description True when the survey may be shown to this customer on a site of this locale. */
            offered: boolean;
            /** @description Why it is not offered; null when it is. */
            reason: null | ("ANSWERED" | "DISMISSED" | "LOCALE_NOT_SURVEYED");
            /**
             * Format: date-time
             * @description When the customer answered or dismissed it.
             */
            respondedAt: string | null;
        };
        AnswerInput: {
            locale: components["schemas"]["Locale"];
            rating: number;
            /** @description Optional; blank is stored as none. */
            comment?: string | null;
        };
        DismissalInput: {
            locale: components["schemas"]["Locale"];
        };
        Answer: {
            locale: components["schemas"]["Locale"];
            rating: number;
            comment: string | null;
            /** Format: date-time */
            answeredAt: string;
        };
        FieldError: {
            /** @description locale, rating or comment */
            field: string;
            message: string;
        };
        Error: {
            message: string;
            /** @description Set on client errors, e.g. INVALID_JSON, BODY_TOO_LARGE, INVALID_LOCALE, INVALID_ANSWER, SURVEY_NOT_OFFERED, ACCOUNT_DELETED. */
            code?: string;
            fieldErrors?: components["schemas"]["FieldError"][];
        };
    };
    responses: {
        /** @description Invalid request, missing or invalid token, deleted account. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The survey is not offered to this customer in this locale (any more); nothing was stored. */
        NotOffered: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {string} */
                    code: "SURVEY_NOT_OFFERED";
                    message: string;
                    survey: components["schemas"]["Survey"];
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
    getSurvey: {
        parameters: {
            query: {
                /** @description The site's locale, one of the 14 locales of the brand sites (else 400 INVALID_LOCALE). */
                locale: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The survey's state for this customer and locale. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Survey"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    answerSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerInput"];
            };
        };
        responses: {
            /** @description Stored; the survey is not offered any more (reason ANSWERED). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Survey"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["NotOffered"];
        };
    };
    dismissSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DismissalInput"];
            };
        };
        responses: {
            /** @description Stored; the survey is not offered any more (reason DISMISSED). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Survey"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["NotOffered"];
        };
    };
    listMyAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's answers (at most one). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Answer"][];
                    };
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
