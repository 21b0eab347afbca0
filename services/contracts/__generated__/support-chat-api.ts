// Generated from contracts/support-chat-api.yaml by `pnpm run contracts`. Do not edit.

export interface paths {
    "/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's conversation (created empty on the first call) with its latest messages, oldest first; `before` continues further back. */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversation/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a message of the customer to the conversation and pushes it to the live connections. */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversation/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message of the customer's conversation; 404 for an unknown one or another customer's. */
        get: operations["getMessage"];
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
        Author: "CUSTOMER" | "AGENT";
        Message: {
            /** @description A positive integer as text; later messages have greater ids. */
            id: string;
            /** Format: uuid */
            conversationId: string;
            author: components["schemas"]["Author"];
            text: string;
            /** Format: date-time */
            createdAt: string;
        };
        Conversation: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Oldest first. */
            messages: components["schemas"]["Message"][];
            /** @description Whether older messages exist before the first one given. */
            hasEarlier: boolean;
        };
        /** @description A push message of the live connection. */
        SupportChatPush: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "MESSAGE_ADDED";
            /** Format: date-time */
            timestamp: string;
            message: components["schemas"]["Message"];
        };
    };
    responses: {
        /** @description Missing token (401), deleted account (404 ACCOUNT_DELETED), unknown message (404 NOT_FOUND), invalid text or paging (400 INVALID_TEXT, INVALID_QUERY), body over 16 kB (413 BODY_TOO_LARGE), too many messages (429 TOO_MANY_MESSAGES). */
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
    getConversation: {
        parameters: {
            query?: {
                /** @description How many messages (1-100, default 50). */
                limit?: number;
                /** @description Only messages older than this message id. */
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-2,000 characters (code points) once trimmed: leading and trailing white space is dropped. */
                    text: string;
                };
            };
        };
        responses: {
            /** @description The message as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            413: components["responses"]["Error"];
            429: components["responses"]["Error"];
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
