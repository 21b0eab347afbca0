// Generated from contracts/error-reports.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/api/{projectId}/envelope/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ingests one envelope (Sentry's format); each item of type `event` is stored.
         * @description Authenticated by the DSN's public key, as `sentry_key` in the query or in `X-Sentry-Auth` (`Sentry sentry_key=<key>, sentry_version=7`). The body is at most 200 kB once inflated (Content-Encoding gzip, deflate or none). Other item types (sessions, client reports, attachments) are accepted and not kept; a retried event (same event id) is stored once; an envelope holds at most one event (400 INVALID_ENVELOPE otherwise). At most 60 envelopes per minute per client address and 600 in all. CORS: the product's origins (the brand registry's sites; their `http://<channel>.localhost:<port>` forms only while PUBLIC_URL is a local one).
         */
        post: operations["postEnvelope"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stored reports, newest first (at most 200).
         * @description JSON with `Accept application/json`; otherwise an HTML page (strict CSP, no script) with a filter form.
         */
        get: operations["listErrorReports"];
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
        Error: {
            /** @description MISSING_KEY, INVALID_KEY (401), UNKNOWN_PROJECT (404), INVALID_ENVELOPE (400), BODY_TOO_LARGE (413), UNSUPPORTED_ENCODING (415), RATE_LIMITED (429). */
            code: string;
            message: string;
        };
        Frame: {
            function?: string;
            /** @description The script's path (no origin */
            file?: string;
            line?: number;
            column?: number;
        };
        ErrorReport: {
            /** @description The SDK's event id. */
            id: string;
            /** Format: date-time */
            receivedAt: string;
            /** @enum {string} */
            level: "fatal" | "error" | "warning" | "info" | "debug" | "log";
            message: string | null;
            exception: null | {
                type: string | null;
                value: string | null;
            };
            /** @description The innermost frames of the captured exception, innermost first. */
            frames: components["schemas"]["Frame"][];
            /** @description At most 32 tags of at most 200 characters, e.g. correlation_id, operation, route, channel, locale, failure, reason. */
            tags: {
                [key: string]: string;
            };
            correlationId: string | null;
            /** @description The page's path (no origin */
            urlPath: string | null;
            release: string | null;
            environment: string | null;
            /** @description The brand site's channel */
            channel: string | null;
            /** @description e.g. sentry.javascript.browser/11.12.0 */
            sdk: string | null;
        };
    };
    responses: {
        /** @description Refused (see `code`); nothing stored. */
        Refused: {
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
    postEnvelope: {
        parameters: {
            query?: {
                sentry_version?: string;
                sentry_client?: string;
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        /** @description An envelope: a line of envelope headers (JSON), then per item a line of item headers (JSON with `type` and an optional byte `length`) and its payload. An event payload holds `event_id`, `level`, `message`, `exception.values[].{type,value,stacktrace.frames}`, `tags` (e.g. `correlation_id`, `operation`, `route`, `channel`, `locale`, `failure`), `request.url`, `release`, `environment`, `sdk`. */
        requestBody: {
            content: {
                "text/plain": string;
                "application/x-sentry-envelope": string;
            };
        };
        responses: {
            /** @description Accepted; the id of the stored event (none when the envelope held no event). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: string;
                    };
                };
            };
            400: components["responses"]["Refused"];
            401: components["responses"]["Refused"];
            404: components["responses"]["Refused"];
            413: components["responses"]["Refused"];
            415: components["responses"]["Refused"];
            /** @description Over the rate limit; the SDK waits as long as the headers say. */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description `<seconds>::organization:too_many_reports` */
                    "X-Sentry-Rate-Limits"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listErrorReports: {
        parameters: {
            query?: {
                /** @description Only the reports of this request (the `X-Correlation-Id` the gateway answered it with). */
                correlationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: components["schemas"]["ErrorReport"][];
                    };
                    "text/html": string;
                };
            };
        };
    };
}
