// Generated from the OpenAPI document by `npm run generate:client`. Do not edit.

export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public keys receipts are signed with (JWK Set)
         * @description A signature proves Paylink issued the receipt; the receipt's `asset` (mint or contract) says which token was paid.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description JWK Set: every Ed25519 key a receipt may be signed with (kty OKP, crv Ed25519, kid, alg EdDSA) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                [key: string]: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/adjust-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add or remove credits (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        adjustment: number;
                        reason: string;
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                user: {
                                    id: string;
                                    transactionCredits: number;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform analytics */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                daily: {
                                    date: string;
                                    payments: number;
                                    signups: number;
                                }[];
                                paymentsByStatus: {
                                    [key: string]: number;
                                };
                                totalCreditsIssued: number;
                                totalPayments: number;
                                totalRevenue: string;
                                totalUsers: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin audit log */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                entries: {
                                    action: string;
                                    adminEmail: string | null;
                                    adminId: string | null;
                                    after: unknown;
                                    before: unknown;
                                    createdAt: string;
                                    id: number;
                                    targetId: string | null;
                                    targetType: string;
                                }[];
                                pagination: {
                                    limit: number;
                                    page: number;
                                    total: number;
                                    totalPages: number;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credit-pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every credit pack */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pricings: components["schemas"]["CreditPricing"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a credit pack */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default ALL */
                        allowedFor?: string;
                        /**
                         * @default USD
                         * @enum {string}
                         */
                        currency?: "USD";
                        description?: string | null;
                        displayName?: string;
                        /** @default true */
                        isActive?: boolean;
                        maxCredits?: number;
                        minCredits?: number;
                        name?: string;
                        pricePerCredit?: string;
                        sortOrder?: number;
                        subscriptionTier?: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pricing: components["schemas"]["CreditPricing"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credit-pricing/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a credit pack */
        put: {
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
                    "application/json": {
                        /** @default ALL */
                        allowedFor?: string;
                        /**
                         * @default USD
                         * @enum {string}
                         */
                        currency?: "USD";
                        description?: string | null;
                        displayName?: string;
                        /** @default true */
                        isActive?: boolean;
                        maxCredits?: number;
                        minCredits?: number;
                        name?: string;
                        pricePerCredit?: string;
                        sortOrder?: number;
                        subscriptionTier?: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pricing: components["schemas"]["CreditPricing"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete (deactivate) a credit pack */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pricing: components["schemas"]["CreditPricing"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credit-pricing/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit packs you may buy (signed in or not) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pricings: components["schemas"]["CreditPricing"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recent-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent sign-ups, links, purchases and adjustments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                adjustments: {
                                    adjustment: number;
                                    adminEmail: string | null;
                                    createdAt: string;
                                    reason: string;
                                    userId: string | null;
                                }[];
                                links: {
                                    amount: string;
                                    createdAt: string;
                                    currency: string;
                                    id: string;
                                    label: string;
                                    merchantEmail: string | null;
                                    /** @enum {string} */
                                    status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                                }[];
                                purchases: {
                                    amount: string;
                                    createdAt: string;
                                    credits: number;
                                    email: string;
                                    /** @enum {string} */
                                    method: "card" | "crypto";
                                    userId: string;
                                    what: string;
                                }[];
                                signups: {
                                    createdAt: string;
                                    email: string;
                                    id: string;
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "SUSPENDED";
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscription-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every subscription plan */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plans: components["schemas"]["SubscriptionPlan"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a plan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credits?: number;
                        /**
                         * @default USD
                         * @enum {string}
                         */
                        currency?: "USD";
                        description?: string;
                        displayName?: string;
                        /** @default [] */
                        features?: string[];
                        /** @default true */
                        isActive?: boolean;
                        /** @default true */
                        isMonthly?: boolean;
                        name?: string;
                        price?: string;
                        sortOrder?: number;
                        tier?: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan: components["schemas"]["SubscriptionPlan"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscription-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a plan */
        put: {
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
                    "application/json": {
                        credits?: number;
                        /**
                         * @default USD
                         * @enum {string}
                         */
                        currency?: "USD";
                        description?: string;
                        displayName?: string;
                        /** @default [] */
                        features?: string[];
                        /** @default true */
                        isActive?: boolean;
                        /** @default true */
                        isMonthly?: boolean;
                        name?: string;
                        price?: string;
                        sortOrder?: number;
                        tier?: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan: components["schemas"]["SubscriptionPlan"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete (deactivate) a plan */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan: components["schemas"]["SubscriptionPlan"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscription-plans/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscription plans you may buy (signed in or not) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plans: components["schemas"]["SubscriptionPlan"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    search?: string;
                    status?: "ACTIVE" | "INACTIVE" | "SUSPENDED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pagination: {
                                    limit: number;
                                    page: number;
                                    total: number;
                                    totalPages: number;
                                };
                                users: {
                                    btcAddress: string | null;
                                    btcXpub: string | null;
                                    createdAt: string;
                                    email: string;
                                    emailVerified: boolean;
                                    ethAddress: string | null;
                                    hasPassword: boolean;
                                    id: string;
                                    isAdmin: boolean;
                                    reviewReason: string | null;
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "SUSPENDED";
                                    subscriptionStatus: string | null;
                                    subscriptionTier: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
                                    totalPayments: number;
                                    transactionCredits: number;
                                    twoFactorEnabled: boolean;
                                    walletAddress: string | null;
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email?: string;
                        /** @default false */
                        isAdmin?: boolean;
                        password?: string;
                        transactionCredits?: number;
                        walletAddress?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                user: components["schemas"]["User"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                user: components["schemas"]["User"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Update a user */
        put: {
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
                    "application/json": {
                        btcAddress?: string | null;
                        ethAddress?: string | null;
                        isAdmin?: boolean;
                        /** @enum {string} */
                        status?: "ACTIVE" | "INACTIVE" | "SUSPENDED";
                        subscriptionStatus?: string | null;
                        subscriptionTier?: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
                        transactionCredits?: number;
                        walletAddress?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                user: components["schemas"]["User"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a user */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-factor sign-in is on, and how many recovery codes are left */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                enabled: boolean;
                                recoveryCodesLeft: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in off with a current code or a recovery code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor sign-in on with a code from the app
         * @description Answers the recovery codes, shown only this once (each works once, in place of a code). Wrong codes are rate limited.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                recoveryCodes: string[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace your recovery codes (the old ones stop working) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                recoveryCodes: string[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start two-factor setup: a new secret and its QR code
         * @description Needs the current password when the account has one. The secret stays pending until POST /api/auth/2fa/enable confirms a code from the app; 409 when two-factor sign-in is already on.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                otpauthUri: string;
                                qrCode: string;
                                secret: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/api-key-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your API key (masked) and the account’s usage */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @example pl_live_4fQk…x9Za */
                                apiKeyMasked: string | null;
                                creditsRemaining: number;
                                hasApiKey: boolean;
                                totalApiCalls: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team’s live API keys you may see (masked)
         * @description Owners and admins see every member’s key; others see their own and the keys at or below their role.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                keys: {
                                    /** @description Your role may revoke it: owners and admins any key, others keys at or below their role */
                                    canRevoke: boolean;
                                    createdAt: string;
                                    /** @description The member who generated it (null for a key made before teams, which is the owner’s) */
                                    createdBy: {
                                        email: string;
                                        userId: string;
                                    } | null;
                                    id: string;
                                    /** @description When the key last authenticated a request (to the minute); null: never */
                                    lastUsedAt: string | null;
                                    /** @example pl_live_4fQk…x9Za */
                                    masked: string;
                                    /** @description Generated by you: the key the single-key endpoints (api-key-info, generate, revoke) act on */
                                    mine: boolean;
                                    /** @description A named key’s name; null for its maker’s single key (generate-api-key) */
                                    name: string | null;
                                    /**
                                     * @description What the key may do: its maker’s role, or the role chosen for a named key (at most the maker’s)
                                     * @enum {string}
                                     */
                                    role: "owner" | "admin" | "developer" | "viewer";
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a named API key
         * @description Needs an active monthly plan. A key for one integration, shown once, acting with `role`: at most yours (403 FORBIDDEN_ROLE). Your single key and other named keys are left alone; at most 25 named keys per account (409). With two-factor sign-in on, send a current authenticator code (or a recovery code) in the X-2FA-Code header (403 TWO_FACTOR_REQUIRED without it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        role: "owner" | "admin" | "developer" | "viewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                apiKey: string;
                                apiKeyMasked: string;
                                id: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one API key of the team
         * @description Owners and admins revoke any key; a developer only keys whose role is at or below theirs (never the owner’s or an admin’s: 404, as for a missing key). With two-factor sign-in on, send a current authenticator code (or a recovery code) in the X-2FA-Code header (403 TWO_FACTOR_REQUIRED without it).
         */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your sign-in email
         * @description Needs the current password when the account has one (and, with two-factor sign-in on, a code in X-2FA-Code). Sends a single-use link (24 hours) to the new address, which changes nothing until it is opened (POST /api/auth/confirm-email-change); the current address is told. 409 when another account has the address.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword?: string;
                        /** Format: email */
                        newEmail: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your password
         * @description Needs the current password (wrong guesses are limited like sign-in). Every other session of yours ends; this one stays. The account email is told.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/check-reset-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a reset link can still be used (the reset page asks when it opens) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a new sign-in email with the token emailed to it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: string;
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-wallet-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a payout address change with the emailed token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                                user: components["schemas"]["User"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your credits, plan and purchase history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                cardPaymentsEnabled: boolean;
                                cryptoPaymentsEnabled: boolean;
                                history: {
                                    amount: string | null;
                                    credits: number;
                                    currency: string | null;
                                    date: string;
                                    id: number;
                                    method: ("card" | "crypto") | null;
                                    status: string;
                                    what: string;
                                }[];
                                plan: {
                                    cancelledAtPeriodEnd: boolean;
                                    displayName: string;
                                    monthlyCredits: number;
                                    name: string;
                                    nextResetAt: string;
                                    /** @enum {string} */
                                    paidWith: "card" | "crypto";
                                    renews: boolean;
                                } | null;
                                planCredits: number;
                                purchasedCredits: number;
                                subscriptionStatus: string | null;
                                subscriptionTier: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
                                total: number;
                                upgrades: components["schemas"]["SubscriptionPlan"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/generate-api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate (or replace) your API key
         * @description Needs an active monthly plan. The key is shown once and acts with your role; your previous key stops working at once. Keys are per member: the other members’ keys are left alone. With two-factor sign-in on, send a current authenticator code (or a recovery code) in the X-2FA-Code header (403 TWO_FACTOR_REQUIRED without it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /**
                                 * @description Shown once; store it on your server
                                 * @example pl_live_4fQkT7bW2nRcYd8sLpVhJm3xE9Za
                                 */
                                apiKey: string;
                                apiKeyMasked: string;
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with Google
         * @description With two-factor sign-in on, answers a challenge as POST /login does.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credential: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                user: components["schemas"]["User"];
                            } | {
                                challenge: string;
                                /** @enum {boolean} */
                                twoFactorRequired: true;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description With two-factor sign-in on, answers `{ twoFactorRequired, challenge }` instead of a session: send the challenge and a code to POST /api/auth/login/2fa.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                user: components["schemas"]["User"];
                            } | {
                                challenge: string;
                                /** @enum {boolean} */
                                twoFactorRequired: true;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a two-factor sign-in with a code
         * @description The challenge from POST /login or /google (valid 5 minutes) and the current authenticator code, or one unused recovery code. A code is accepted once; wrong codes are limited per account.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                user: components["schemas"]["User"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of this account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, the account they act for (credits, plan and wallets are its) and all of theirs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    role: "owner" | "admin" | "developer" | "viewer";
                                };
                                accounts: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    role: "owner" | "admin" | "developer" | "viewer";
                                }[];
                                user: components["schemas"]["User"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/pay-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your default pay options (networks and tokens proposed for links priced in USD/EUR) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DefaultPayOptions"];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set your default pay options
         * @description Each a network and token this server offers, on a network where you have a receiving wallet (400 otherwise). An empty list clears them.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DefaultPayOptionsInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DefaultPayOptions"];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/plan/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel your card subscription at the end of its billing month (credits and API access stay until then) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endsAt: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/plan/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move your card subscription up to a bigger monthly plan, in place
         * @description Stripe changes the subscription’s price and charges the difference for the rest of the billing month at once; the extra credits follow at once, and the renewal date stays. 402 when the card is declined (nothing changes); 404 for a plan that is not bigger than yours; 409 for a plan paid in USDC (buy the bigger plan instead).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/purchase-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy credits by card: a Stripe Checkout session to redirect to */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credits?: number;
                        package: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                sessionId: string;
                                url: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/purchase-credits-crypto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy credits in USDC: a payment link to pay (the open one again for a package already open) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credits?: number;
                        package: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                package: {
                                    credits: number;
                                    displayName: string;
                                    name: string;
                                    price: string;
                                };
                                payment: {
                                    amount: string;
                                    currency: string;
                                    expiresAt: string;
                                    id: string;
                                    qrCode: string;
                                    solanaPayUrl: string;
                                    transactionRequestUrl: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                package: {
                                    credits: number;
                                    displayName: string;
                                    name: string;
                                    price: string;
                                };
                                payment: {
                                    amount: string;
                                    currency: string;
                                    expiresAt: string;
                                    id: string;
                                    qrCode: string;
                                    solanaPayUrl: string;
                                    transactionRequestUrl: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                        walletAddress?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                user: components["schemas"]["User"];
                            } | {
                                email: string;
                                /** @enum {boolean} */
                                requiresEmailVerification: true;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a new verification link (same answer whether or not the account exists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the emailed token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/revoke-api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke your API key
         * @description Your own key only; 404 when you have none. With two-factor sign-in on, send a current authenticator code (or a recovery code) in the X-2FA-Code header (403 TWO_FACTOR_REQUIRED without it).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/switch-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act for another account you belong to (this session only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    role: "owner" | "admin" | "developer" | "viewer";
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an email address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the Solana payout address (202: waits for the emailed confirmation)
         * @description With two-factor sign-in on, send a current authenticator code (or a recovery code) in the X-2FA-Code header (403 TWO_FACTOR_REQUIRED without it).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword?: string;
                        walletAddress: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                confirmationSent: boolean;
                                user: components["schemas"]["User"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                confirmationSent: boolean;
                                user: components["schemas"]["User"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the payout addresses (202: waits for the emailed confirmation)
         * @description With two-factor sign-in on, send a current authenticator code (or a recovery code) in the X-2FA-Code header (403 TWO_FACTOR_REQUIRED without it).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        btcAddress: string | null;
                        btcXpub?: string | null;
                        currentPassword?: string;
                        ethAddress: string | null;
                        walletAddress: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                confirmationSent: boolean;
                                user: components["schemas"]["User"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                confirmationSent: boolean;
                                user: components["schemas"]["User"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settings the web app reads */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                bitcoin: {
                                    confirmations: number;
                                    localChain: boolean;
                                    /** @enum {string} */
                                    network: "mainnet" | "testnet4" | "signet" | "regtest";
                                } | null;
                                evm: {
                                    [key: string]: {
                                        chainId: number;
                                        explorerUrl: string | null;
                                        localChain: boolean;
                                    };
                                };
                                /** @enum {string} */
                                explorerCluster: "mainnet-beta" | "devnet" | "testnet" | "custom";
                                googleClientId: string | null;
                                landingUrl: string;
                                localChain: boolean;
                                networks: {
                                    /** @enum {string} */
                                    addressFormat: "solana" | "evm" | "bitcoin";
                                    chainId: number | null;
                                    confirmations: number | null;
                                    /** @enum {string} */
                                    matchBy: "reference" | "amount";
                                    name: string;
                                    network: string;
                                    payOption: boolean;
                                    payToAddress: boolean;
                                    qrAlt: string;
                                    refundClaims: boolean;
                                    savedAccountKey: "btcXpub" | null;
                                    /** @enum {string} */
                                    savedWallet: "walletAddress" | "ethAddress" | "btcAddress";
                                    sendExactly: boolean;
                                    testWallet: boolean;
                                    tokens: {
                                        asset: string | null;
                                        decimals: number;
                                        name: string;
                                        symbol: string;
                                    }[];
                                }[];
                                rpcUrl: string | null;
                                supportEmail: string;
                                testWallet: boolean;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness, with the watcher quarantine, the price feed, the EVM chain ids and the fee sponsor */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Each offered EVM network: whether its RPC node is on the configured chain */
                            networks: {
                                [key: string]: {
                                    /** @description What eth_chainId answered */
                                    chainId?: number;
                                    expected?: number;
                                    /**
                                     * @description verified: eth_chainId is the configured chain, the network is watched; mismatch: another chain, never watched; unchecked: the node has not answered yet
                                     * @enum {string}
                                     */
                                    status: "verified" | "mismatch" | "unchecked";
                                };
                            };
                            prices: {
                                /** @description When the last good prices were observed at their origin (ISO 8601) */
                                pricesAt: string | null;
                                /** @description Why the newest answer was not used */
                                reason: string | null;
                                /**
                                 * @example offline
                                 * @example api.coingecko.com
                                 */
                                source: string;
                                /**
                                 * @description ok: the newest feed answer is in use; refused: the feed answered with prices not trusted (no last_updated_at, over 5 minutes old, or moved beyond PRICE_MAX_MOVE_PERCENT from the last good price); unavailable: the feed could not be read; unknown: not asked yet
                                 * @enum {string}
                                 */
                                status: "ok" | "refused" | "unavailable" | "unknown";
                            };
                            /** @description The EVM relayer that pays the gas of x402 payments; null when none is configured */
                            relayer: {
                                address: string;
                                /** @description ETH balance in wei per EVM network (decimal string); null where the chain did not answer */
                                balancesWei: {
                                    [key: string]: string | null;
                                };
                                /** @description Below X402_RELAYER_LOW_BALANCE_WEI on some network: top it up */
                                low: boolean;
                            } | null;
                            /** @description The fee sponsor of USDC transaction requests; null when none is configured */
                            sponsor: {
                                address: string;
                                /** @description SOL balance in lamports (decimal string); null when the chain did not answer */
                                balanceLamports: string | null;
                                /** @description Below SPONSOR_LOW_BALANCE_LAMPORTS: top it up */
                                low: boolean;
                            } | null;
                            /** @enum {string} */
                            status: "ok";
                            watcher: {
                                quarantined: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/networks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The networks this server offers, as each describes itself
         * @description Per offered network: its name, address kind, the saved wallet its links are paid into, its tokens (mint or contract as `asset`), how a transfer names its link (`reference` or a unique `amount`), chain id, confirmations, whether the local test wallet pays on it, and what the hosted page shows (the address and "send exactly", the QR alt text, refund claims).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                networks: {
                                    /** @enum {string} */
                                    addressFormat: "solana" | "evm" | "bitcoin";
                                    chainId: number | null;
                                    confirmations: number | null;
                                    /** @enum {string} */
                                    matchBy: "reference" | "amount";
                                    name: string;
                                    network: string;
                                    payOption: boolean;
                                    payToAddress: boolean;
                                    qrAlt: string;
                                    refundClaims: boolean;
                                    savedAccountKey: "btcXpub" | null;
                                    /** @enum {string} */
                                    savedWallet: "walletAddress" | "ethAddress" | "btcAddress";
                                    sendExactly: boolean;
                                    testWallet: boolean;
                                    tokens: {
                                        asset: string | null;
                                        decimals: number;
                                        name: string;
                                        symbol: string;
                                    }[];
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay-buttons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your pay buttons, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                buttons: {
                                    /** @description The fixed price (decimal string in `currency`), null for a customer amount */
                                    amount: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    currency: string;
                                    /** @example btn_4fQm8ZkR2vXy */
                                    id: string;
                                    label: string;
                                    linkSnippet: string;
                                    maxAmount: string | null;
                                    minAmount: string | null;
                                    network: string;
                                    /** @description Links opened by the button that are still PENDING */
                                    openLinks: number;
                                    pageUrl: string;
                                    paused: boolean;
                                    payCurrency: string;
                                    /** @enum {string} */
                                    pricing: "fixed" | "customer";
                                    returnUrl: string | null;
                                    scriptSnippet: string;
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a pay button
         * @description A fixed price (`amount`) or the customer’s amount between `minAmount` and `maxAmount`, in `currency` (a token, or USD/EUR quoted in `payCurrency` when each link is opened), on `network`, a label and an optional `returnUrl` the hosted page offers after paying. 400 names the field. Answers 201 with the button and its two snippets.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: string | number;
                        currency: string;
                        label: string;
                        maxAmount?: string | number;
                        minAmount?: string | number;
                        /** @default solana */
                        network?: string;
                        payCurrency?: string;
                        /** @enum {string} */
                        pricing: "fixed" | "customer";
                        returnUrl?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                button: {
                                    /** @description The fixed price (decimal string in `currency`), null for a customer amount */
                                    amount: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    currency: string;
                                    /** @example btn_4fQm8ZkR2vXy */
                                    id: string;
                                    label: string;
                                    linkSnippet: string;
                                    maxAmount: string | null;
                                    minAmount: string | null;
                                    network: string;
                                    /** @description Links opened by the button that are still PENDING */
                                    openLinks: number;
                                    pageUrl: string;
                                    paused: boolean;
                                    payCurrency: string;
                                    /** @enum {string} */
                                    pricing: "fixed" | "customer";
                                    returnUrl: string | null;
                                    scriptSnippet: string;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay-buttons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a pay button
         * @description A fixed price (`amount`) or the customer’s amount between `minAmount` and `maxAmount`, in `currency` (a token, or USD/EUR quoted in `payCurrency` when each link is opened), on `network`, a label and an optional `returnUrl` the hosted page offers after paying. 400 names the field. Links opened before keep their price.
         */
        put: {
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
                    "application/json": {
                        amount?: string | number;
                        currency: string;
                        label: string;
                        maxAmount?: string | number;
                        minAmount?: string | number;
                        /** @default solana */
                        network?: string;
                        payCurrency?: string;
                        /** @enum {string} */
                        pricing: "fixed" | "customer";
                        returnUrl?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                button: {
                                    /** @description The fixed price (decimal string in `currency`), null for a customer amount */
                                    amount: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    currency: string;
                                    /** @example btn_4fQm8ZkR2vXy */
                                    id: string;
                                    label: string;
                                    linkSnippet: string;
                                    maxAmount: string | null;
                                    minAmount: string | null;
                                    network: string;
                                    /** @description Links opened by the button that are still PENDING */
                                    openLinks: number;
                                    pageUrl: string;
                                    paused: boolean;
                                    payCurrency: string;
                                    /** @enum {string} */
                                    pricing: "fixed" | "customer";
                                    returnUrl: string | null;
                                    scriptSnippet: string;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay-buttons/{id}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a link from a pay button
         * @description Opens an ordinary link of the merchant’s (one credit, tagged `metadata.pay_button_id`, payable for an hour) and answers its checkoutUrl. `amount` is required for a customer-amount button (within its bounds) and, for a fixed-price button, must be its price when sent. 400 for another amount, 404 for an unknown button, 409 when paused, 402 when the merchant has no credits, 429 (`RATE_LIMITED`, Retry-After) past PAY_BUTTON_LINKS_PER_IP_PER_MINUTE (5) per IP, PAY_BUTTON_LINKS_PER_MINUTE (20) per button, or PAY_BUTTON_MAX_OPEN_LINKS (50) unpaid links open.
         */
        post: {
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
                    "application/json": {
                        amount?: string | number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                checkoutUrl: string;
                                paymentId: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay-buttons/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause or resume a pay button
         * @description Paused, a click opens no link (409); links already open stay payable.
         */
        post: {
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
                    "application/json": {
                        paused: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                button: {
                                    /** @description The fixed price (decimal string in `currency`), null for a customer amount */
                                    amount: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    currency: string;
                                    /** @example btn_4fQm8ZkR2vXy */
                                    id: string;
                                    label: string;
                                    linkSnippet: string;
                                    maxAmount: string | null;
                                    minAmount: string | null;
                                    network: string;
                                    /** @description Links opened by the button that are still PENDING */
                                    openLinks: number;
                                    pageUrl: string;
                                    paused: boolean;
                                    payCurrency: string;
                                    /** @enum {string} */
                                    pricing: "fixed" | "customer";
                                    returnUrl: string | null;
                                    scriptSnippet: string;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment status (public) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PublicPayment"];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live status (Server-Sent Events of the public payment) */
        get: {
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
                /** @description Server-Sent Events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/pay-option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose the network and token of a link with pay options (public)
         * @description Makes one of the link’s payOptions the one the customer pays: its own quote and payment request (a reference on Solana, a unique amount on Ethereum and Base); network, recipientAddress, payCurrency and paymentUrl change with it. Choosing again replaces the choice; choosing back an option whose quote still holds gives that quote again. 400 for a link without pay options or an option it does not offer; 409 when the link is no longer open or money has arrived (the choice is then locked); 503 when no current price can be had.
         */
        post: {
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
                    "application/json": components["schemas"]["PayOptionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PublicPayment"];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** QR code of the link (image/png, 300 px; cacheable) */
        get: {
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
                /** @description QR code, 300 px */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the quote of a link priced in USD/EUR, or switch its token (public)
         * @description The current quote, in payCurrency when given (one of the accepted tokens). In the same token the rate is renewed only once the quote expired (before that the current quote is returned unchanged); a switch of token never invalidates a quote that still holds. 409 when the link is no longer open, or a switch of token after money arrived; 503 when no current price can be had.
         */
        post: {
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
                    "application/json": {
                        payCurrency?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PublicPayment"];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/transaction-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Solana Pay transaction request: label and icon (public, CORS) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Absolute URL of an SVG icon */
                            icon: string;
                            /** @example Order #1042 */
                            label: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Solana Pay transaction request: the transaction for `account` to sign (public, CORS)
         * @description The transaction paying what is left on the link from `account`, with the link’s reference and a memo, simulated first. USDC: Paylink’s sponsor key is the fee payer and has signed (gasless for the customer) while the account is not blocked and the merchant’s daily sponsor budget has room; the budget is charged only when the transaction lands. SOL: the customer pays the fee. The same POST within one blockhash answers the same transaction. 400 with `message` when the account is malformed, does not hold enough, or the payment would fail; 409 when the link is paid, expired, failed or its quote expired; 429 (`RATE_LIMITED`, with Retry-After) past TRANSACTION_REQUEST_LIMIT_PER_LINK, _PER_ACCOUNT or _PER_IP POSTs a minute, or when the account already holds SPONSOR_MAX_PENDING_PER_ACCOUNT sponsored transactions it has not sent.
         */
        post: {
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
                    "application/json": {
                        /**
                         * @description The paying wallet (base58 public key)
                         * @example 9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM
                         */
                        account: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description What the wallet shows
                             * @example Pay 1.5 USDC to Order #1042. Paylink pays the network fee.
                             */
                            message: string;
                            /** @description The transaction, base64 (legacy message); for USDC already signed by Paylink as fee payer */
                            transaction: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        /** CORS preflight of a transaction request: any origin may GET and POST */
        options: {
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
                /** @description Empty: the answer is its CORS headers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": unknown;
                    };
                };
            };
        };
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your credits and amounts received */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                credits: number;
                                received: {
                                    [key: string]: string;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live feed of your payments that change (Server-Sent Events) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Server-Sent Events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export your payment links as CSV (dashboard or API key)
         * @description text/csv (UTF-8 with BOM, RFC 4180, formula cells neutralised), oldest first. Columns: id, created_at, status, label, amount, currency, pay_amount, pay_currency, network, rate, amount_received, fiat_value_at_completion, transactions, payer, refunded_amount, checkout_url, finality, finalized_at, pay_button_id. Same rows as JSON: GET /api/v1/payment-links/export.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Created at or after (ISO date or date-time) */
                    from?: string;
                    status?: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                    /** @description Created before (ISO date or date-time) */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV file (UTF-8 with BOM) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payment-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment link (dashboard or API key)
         * @description Costs one credit. With an API key this is the same call as POST /api/v1/payment-links.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Retry safely: the same key and body replay the first response for 24 hours */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        /** @default SOL */
                        currency?: string;
                        expiresIn?: number;
                        label: string;
                        message?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                        /** @default solana */
                        network?: string;
                        payCurrencies?: string[];
                        payCurrency?: string;
                        payOptions?: components["schemas"]["PayOptionInput"][];
                        reference?: string | null;
                        walletAddress?: string | null;
                        webhookUrl?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                payment: components["schemas"]["Payment"];
                                recipientWallet: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your payments, by page */
        get: {
            parameters: {
                query?: {
                    attention?: "true" | "false";
                    limit?: number;
                    network?: "solana" | "bitcoin" | "ethereum" | "base";
                    page?: number;
                    payCurrency?: string;
                    status?: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pagination: {
                                    limit: number;
                                    page: number;
                                    total: number;
                                    totalPages: number;
                                };
                                payments: components["schemas"]["Payment"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your payments, with every transfer */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                payment: components["schemas"]["PaymentDetail"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payments/{id}/refund-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The refund claim links of one of your payments, newest first
         * @description 404 for a payment that is not your account’s, as for its refunds.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Newest first */
                                claims: components["schemas"]["RefundClaim"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a refund claim link for one of your Bitcoin payments
         * @description Answers 201 with the claim and the URL to send your customer (shown only now). The amount is fixed here (default: what is owed); the customer gives their Bitcoin address once, which prepares the refund (its BIP21 request is then in the link’s refunds, for your wallet to pay). 400 for a link on another network or above what may be refunded.
         */
        post: {
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
                    "application/json": {
                        /** @description Decimal string in BTC; default: what is owed */
                        amount?: string | number;
                        reason?: string;
                        /** @description The transfer to refund; without it, the link as a whole */
                        transferId?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                claim: components["schemas"]["RefundClaim"];
                                /** @description The link to send the customer; shown only now (its token is stored hashed) */
                                url: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payments/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The refunds of one of your payments, newest first */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Newest first */
                                refunds: components["schemas"]["Refund"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Prepare a refund of one of your payments
         * @description Answers 201 with a PENDING refund: a payment URL (and QR) from your wallet to the payer that your wallet pays; the refund watcher completes it once that transaction is confirmed, or it expires after 24 hours. Defaults: amount = what is owed (of the transfer when transferId is given), to = the payer of the transfer. 400 above what arrived minus what is refunded or being refunded (or, to a wallet that paid the link, above what it paid minus what is refunded or being refunded to it), or when the payer cannot be determined (send `to`).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Retry safely: the same key and body replay the first response for 24 hours */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Decimal string in the refunded token; default: what is owed */
                        amount?: string | number;
                        reason?: string;
                        /** @description Destination address; default: the payer of the transfer */
                        to?: string;
                        /** @description The transfer to refund (its `id` in the payment’s transfers) */
                        transferId?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                refund: components["schemas"]["Refund"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payments/{id}/refunds/{refundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One refund of one of your payments (its live status) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    refundId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                refund: components["schemas"]["Refund"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your payment settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PaymentSettings"];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Change your payment settings
         * @description Applies to transfers recorded from now on: a link already COMPLETED stays so.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PaymentSettingsInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PaymentSettings"];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your payment statistics */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                byStatus: {
                                    [key: string]: number;
                                };
                                received: {
                                    [key: string]: string;
                                };
                                thisMonth: {
                                    completed: number;
                                    created: number;
                                };
                                totalPayments: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/supported-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Networks and tokens this server can verify */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                networks: {
                                    [key: string]: {
                                        /** @description EVM networks: the chain id */
                                        chainId?: number;
                                        name: string;
                                        tokens: string[];
                                    };
                                };
                                tokens: {
                                    [key: string]: {
                                        /** @description EVM: the token contract (none for ETH) */
                                        contract?: string;
                                        decimals: number;
                                        /** @description Solana: the token mint (none for SOL) */
                                        mint?: string;
                                        name: string;
                                        symbol: string;
                                    }[];
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/unmatched-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transfers to your wallets that paid no link */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    status?: "open" | "assigned" | "dismissed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                openCount: number;
                                transfers: components["schemas"]["UnmatchedTransfer"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/unmatched-transfers/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count an unmatched (or dismissed) transfer toward one of your links (partial, complete or excess) */
        post: {
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
                    "application/json": {
                        paymentId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                payment: components["schemas"]["Payment"];
                                transfer: components["schemas"]["UnmatchedTransfer"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/unmatched-transfers/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide an unmatched transfer */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                transfer: components["schemas"]["UnmatchedTransfer"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/unmatched-transfers/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a dismissal: the transfer needs attention again */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                transfer: components["schemas"]["UnmatchedTransfer"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed receipt of a completed payment
         * @description The receipt and its compact JWS (EdDSA), verifiable against /.well-known/jwks.json. `asset` names the token paid by its mint (Solana) or contract (EVM), null for a native coin: check it is the token you expect (the network's USDC), not one merely called USDC.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Compact JWS (EdDSA, Ed25519) over the receipt; verify it against /.well-known/jwks.json */
                                jws: string;
                                receipt: components["schemas"]["Receipt"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipts/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt as a PDF (with its JWS and a QR code of its page) */
        get: {
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
                /** @description A one-page PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipts/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email me a receipt (hosted page)
         * @description Keeps the address only to send this link's receipt once it completes, then erases it. The first address stands: another one needs the `editKey` the answer gave the page that set it (409 without it). 409 once the receipt was emailed.
         */
        post: {
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
                    "application/json": {
                        /** @description To change an address already set: the `editKey` the answer gave the page that set it (in the body, never in the URL) */
                        editKey?: string;
                        /**
                         * Format: email
                         * @description Where to send the receipt; kept only for that, erased once sent
                         */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Given when the address was set or changed (not when the same address is sent again); kept by the page, shown once */
                                editKey?: string;
                                /** @enum {boolean} */
                                requested: true;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refund-claims/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A refund claim: what is refunded, and of which chain the address must be */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                claim: components["schemas"]["PublicRefundClaim"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Answer a refund claim with your Bitcoin address
         * @description Once only: 409 when already answered or expired; 400 for an address not of the server’s Bitcoin chain. The amount is the merchant’s.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The Bitcoin address to refund to, of the server’s chain */
                        address: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                claim: components["schemas"]["PublicRefundClaim"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solana-pay-icon.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The icon wallets show for a transaction request */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Paylink icon */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribe/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A plan as the subscribe page shows it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan: {
                                    /** @description Price of each period as a decimal string, in `currency` */
                                    amount: string;
                                    /** @description A token, or USD/EUR (quoted in payCurrency when each link is issued) */
                                    currency: string;
                                    /** @example plan_4fQm8ZkR2vXy */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "day" | "week" | "month" | "year";
                                    intervalCount: number;
                                    name: string;
                                    network: string;
                                    payCurrency: string;
                                    /** @description Days of free trial before the first payment is due (0: none) */
                                    trialDays: number;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Subscribe to a plan
         * @description Creates the subscription (INCOMPLETE) and its first link, and emails the customer the hosted payment page and the portal link. Paying the link makes it ACTIVE and spends the merchant’s credit for it (a subscription nobody pays costs nothing). 400 for a bad email, 404 for an unknown or deleted plan, 402 when the merchant has no credits. 429 (`RATE_LIMITED`, with Retry-After) past 10 requests a minute per IP, 3 subscriptions an hour per email address and plan (10 across plans), or when the plan already has SUBSCRIBE_MAX_UNPAID_PER_PLAN (default 50) subscriptions started in the last 24 hours with an unpaid first link.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscription: {
                                    canceledAt: string | null;
                                    cancelReason: ("customer" | "merchant" | "unpaid") | null;
                                    /** @enum {string} */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description Kept when canceled, so the paid period can be honoured */
                                    currentPeriodEnd: string | null;
                                    currentPeriodStart: string | null;
                                    email: string;
                                    /** @example sub_9TnV2xYb3kPq */
                                    id: string;
                                    pastDueAt: string | null;
                                    payments: {
                                        checkoutUrl: string;
                                        /** Format: date-time */
                                        createdAt: string;
                                        /** @enum {string} */
                                        kind: "first" | "renewal";
                                        paidAt: string | null;
                                        paymentId: string;
                                        periodEnd: string | null;
                                        periodStart: string | null;
                                        /** @enum {string} */
                                        status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                                    }[];
                                    planId: string;
                                    planName: string;
                                    /** @enum {string} */
                                    status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription-portal/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer portal: plan, status, period and links
         * @description The token is the secret from the subscription emails.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscription: {
                                    canceledAt: string | null;
                                    cancelReason: ("customer" | "merchant" | "unpaid") | null;
                                    /** @enum {string} */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description Kept when canceled, so the paid period can be honoured */
                                    currentPeriodEnd: string | null;
                                    currentPeriodStart: string | null;
                                    email: string;
                                    /** @example sub_9TnV2xYb3kPq */
                                    id: string;
                                    pastDueAt: string | null;
                                    payments: {
                                        checkoutUrl: string;
                                        /** Format: date-time */
                                        createdAt: string;
                                        /** @enum {string} */
                                        kind: "first" | "renewal";
                                        paidAt: string | null;
                                        paymentId: string;
                                        periodEnd: string | null;
                                        periodStart: string | null;
                                        /** @enum {string} */
                                        status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                                    }[];
                                    plan: {
                                        /** @description Price of each period as a decimal string, in `currency` */
                                        amount: string;
                                        /** @description A token, or USD/EUR (quoted in payCurrency when each link is issued) */
                                        currency: string;
                                        /** @example plan_4fQm8ZkR2vXy */
                                        id: string;
                                        /** @enum {string} */
                                        interval: "day" | "week" | "month" | "year";
                                        intervalCount: number;
                                        name: string;
                                        network: string;
                                        payCurrency: string;
                                        /** @description Days of free trial before the first payment is due (0: none) */
                                        trialDays: number;
                                    };
                                    planId: string;
                                    /** @enum {string} */
                                    status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription-portal/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer cancels their subscription
         * @description CANCELED at once; no renewal is issued; currentPeriodEnd is kept. 409 when already canceled.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscription: {
                                    canceledAt: string | null;
                                    cancelReason: ("customer" | "merchant" | "unpaid") | null;
                                    /** @enum {string} */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description Kept when canceled, so the paid period can be honoured */
                                    currentPeriodEnd: string | null;
                                    currentPeriodStart: string | null;
                                    email: string;
                                    /** @example sub_9TnV2xYb3kPq */
                                    id: string;
                                    pastDueAt: string | null;
                                    payments: {
                                        checkoutUrl: string;
                                        /** Format: date-time */
                                        createdAt: string;
                                        /** @enum {string} */
                                        kind: "first" | "renewal";
                                        paidAt: string | null;
                                        paymentId: string;
                                        periodEnd: string | null;
                                        periodStart: string | null;
                                        /** @enum {string} */
                                        status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                                    }[];
                                    plan: {
                                        /** @description Price of each period as a decimal string, in `currency` */
                                        amount: string;
                                        /** @description A token, or USD/EUR (quoted in payCurrency when each link is issued) */
                                        currency: string;
                                        /** @example plan_4fQm8ZkR2vXy */
                                        id: string;
                                        /** @enum {string} */
                                        interval: "day" | "week" | "month" | "year";
                                        intervalCount: number;
                                        name: string;
                                        network: string;
                                        payCurrency: string;
                                        /** @description Days of free trial before the first payment is due (0: none) */
                                        trialDays: number;
                                    };
                                    planId: string;
                                    /** @enum {string} */
                                    status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your subscribers, newest first
         * @description Filter by status and plan; paged.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    planId?: string;
                    status?: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pagination: {
                                    limit: number;
                                    page: number;
                                    total: number;
                                };
                                subscriptions: {
                                    canceledAt: string | null;
                                    cancelReason: ("customer" | "merchant" | "unpaid") | null;
                                    /** @enum {string} */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description Kept when canceled, so the paid period can be honoured */
                                    currentPeriodEnd: string | null;
                                    currentPeriodStart: string | null;
                                    email: string;
                                    /** @example sub_9TnV2xYb3kPq */
                                    id: string;
                                    pastDueAt: string | null;
                                    planId: string;
                                    planName: string;
                                    /** @enum {string} */
                                    status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription with its links */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscription: {
                                    canceledAt: string | null;
                                    cancelReason: ("customer" | "merchant" | "unpaid") | null;
                                    /** @enum {string} */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description Kept when canceled, so the paid period can be honoured */
                                    currentPeriodEnd: string | null;
                                    currentPeriodStart: string | null;
                                    email: string;
                                    /** @example sub_9TnV2xYb3kPq */
                                    id: string;
                                    pastDueAt: string | null;
                                    payments: {
                                        checkoutUrl: string;
                                        /** Format: date-time */
                                        createdAt: string;
                                        /** @enum {string} */
                                        kind: "first" | "renewal";
                                        paidAt: string | null;
                                        paymentId: string;
                                        periodEnd: string | null;
                                        periodStart: string | null;
                                        /** @enum {string} */
                                        status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                                    }[];
                                    planId: string;
                                    planName: string;
                                    /** @enum {string} */
                                    status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a subscription
         * @description CANCELED at once: no renewal is issued any more; currentPeriodEnd is kept so you can honour the paid period. 409 when already canceled.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscription: {
                                    canceledAt: string | null;
                                    cancelReason: ("customer" | "merchant" | "unpaid") | null;
                                    /** @enum {string} */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description Kept when canceled, so the paid period can be honoured */
                                    currentPeriodEnd: string | null;
                                    currentPeriodStart: string | null;
                                    email: string;
                                    /** @example sub_9TnV2xYb3kPq */
                                    id: string;
                                    pastDueAt: string | null;
                                    payments: {
                                        checkoutUrl: string;
                                        /** Format: date-time */
                                        createdAt: string;
                                        /** @enum {string} */
                                        kind: "first" | "renewal";
                                        paidAt: string | null;
                                        paymentId: string;
                                        periodEnd: string | null;
                                        periodStart: string | null;
                                        /** @enum {string} */
                                        status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                                    }[];
                                    planId: string;
                                    planName: string;
                                    /** @enum {string} */
                                    status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the subscriber their open link again
         * @description Re-sends the unpaid first or renewal link with the portal link. 409 when nothing is owed (paid up or canceled). 20 per hour per account.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                paymentId: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your subscription plans on sale, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plans: {
                                    activeSubscribers: number;
                                    /** @description Price of each period as a decimal string, in `currency` */
                                    amount: string;
                                    /**
                                     * @description `push`: each renewal is a link the customer pays; no custody
                                     * @enum {string}
                                     */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description A token, or USD/EUR (quoted in payCurrency when each link is issued) */
                                    currency: string;
                                    graceDays: number;
                                    /** @example plan_4fQm8ZkR2vXy */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "day" | "week" | "month" | "year";
                                    intervalCount: number;
                                    name: string;
                                    network: string;
                                    payCurrency: string;
                                    renewalNoticeDays: number;
                                    /** @description The public page where a customer subscribes (`<APP_URL>/subscribe/<planId>`) */
                                    subscribeUrl: string;
                                    /** @description Days of free trial before the first payment is due (0: none) */
                                    trialDays: number;
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a subscription plan
         * @description A price per period (a token amount, or USD/EUR quoted in payCurrency when each link is issued), the network, and the period (interval × intervalCount). Answers 201 with the plan and its subscribeUrl, the public page where customers subscribe. 400 names the field: empty name, amount ≤ 0, unknown interval, intervalCount < 1.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        currency: string;
                        /** @default 7 */
                        graceDays?: number;
                        /** @enum {string} */
                        interval: "day" | "week" | "month" | "year";
                        /** @default 1 */
                        intervalCount?: number;
                        name: string;
                        /** @default solana */
                        network?: string;
                        payCurrency?: string;
                        /** @default 3 */
                        renewalNoticeDays?: number;
                        /** @default 0 */
                        trialDays?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan: {
                                    activeSubscribers: number;
                                    /** @description Price of each period as a decimal string, in `currency` */
                                    amount: string;
                                    /**
                                     * @description `push`: each renewal is a link the customer pays; no custody
                                     * @enum {string}
                                     */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description A token, or USD/EUR (quoted in payCurrency when each link is issued) */
                                    currency: string;
                                    graceDays: number;
                                    /** @example plan_4fQm8ZkR2vXy */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "day" | "week" | "month" | "year";
                                    intervalCount: number;
                                    name: string;
                                    network: string;
                                    payCurrency: string;
                                    renewalNoticeDays: number;
                                    /** @description The public page where a customer subscribes (`<APP_URL>/subscribe/<planId>`) */
                                    subscribeUrl: string;
                                    /** @description Days of free trial before the first payment is due (0: none) */
                                    trialDays: number;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your subscription plans */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan: {
                                    activeSubscribers: number;
                                    /** @description Price of each period as a decimal string, in `currency` */
                                    amount: string;
                                    /**
                                     * @description `push`: each renewal is a link the customer pays; no custody
                                     * @enum {string}
                                     */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description A token, or USD/EUR (quoted in payCurrency when each link is issued) */
                                    currency: string;
                                    graceDays: number;
                                    /** @example plan_4fQm8ZkR2vXy */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "day" | "week" | "month" | "year";
                                    intervalCount: number;
                                    name: string;
                                    network: string;
                                    payCurrency: string;
                                    renewalNoticeDays: number;
                                    /** @description The public page where a customer subscribes (`<APP_URL>/subscribe/<planId>`) */
                                    subscribeUrl: string;
                                    /** @description Days of free trial before the first payment is due (0: none) */
                                    trialDays: number;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Replace a subscription plan
         * @description Same body as creation. Links issued from now on (renewals included) use the new fields; links already issued keep theirs.
         */
        put: {
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
                    "application/json": {
                        amount: string | number;
                        currency: string;
                        /** @default 7 */
                        graceDays?: number;
                        /** @enum {string} */
                        interval: "day" | "week" | "month" | "year";
                        /** @default 1 */
                        intervalCount?: number;
                        name: string;
                        /** @default solana */
                        network?: string;
                        payCurrency?: string;
                        /** @default 3 */
                        renewalNoticeDays?: number;
                        /** @default 0 */
                        trialDays?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan: {
                                    activeSubscribers: number;
                                    /** @description Price of each period as a decimal string, in `currency` */
                                    amount: string;
                                    /**
                                     * @description `push`: each renewal is a link the customer pays; no custody
                                     * @enum {string}
                                     */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description A token, or USD/EUR (quoted in payCurrency when each link is issued) */
                                    currency: string;
                                    graceDays: number;
                                    /** @example plan_4fQm8ZkR2vXy */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "day" | "week" | "month" | "year";
                                    intervalCount: number;
                                    name: string;
                                    network: string;
                                    payCurrency: string;
                                    renewalNoticeDays: number;
                                    /** @description The public page where a customer subscribes (`<APP_URL>/subscribe/<planId>`) */
                                    subscribeUrl: string;
                                    /** @description Days of free trial before the first payment is due (0: none) */
                                    trialDays: number;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Take a plan off sale
         * @description Nobody new can subscribe; its subscribers keep renewing.
         */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                deleted: true;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subscriber counts and monthly recurring revenue
         * @description ACTIVE and PAST_DUE subscribers, and the MRR of the ACTIVE ones per currency (each plan price turned monthly).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                summary: {
                                    activeSubscribers: number;
                                    mrr: {
                                        /** @description Per month, decimal string: each ACTIVE plan price turned monthly (a year / 12, a week × 52 / 12, a day × 365 / 12) */
                                        amount: string;
                                        currency: string;
                                    }[];
                                    pastDueSubscribers: number;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename the account (the merchant's name payers see) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's audit trail, newest first
         * @description Every change a member made (links, refunds, wallets, keys, webhooks, team, settings), with who made it and how. Owner and admin.
         */
        get: {
            parameters: {
                query?: {
                    /** @description An entry id: the page of entries older than it */
                    before?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                activity: {
                                    /** @description The role-table action, e.g. payments:create or team:manage, or one of the team events (team:invitation-accepted, team:ownership-transferred, team:invitations-revoked, webhooks:secret-rotated) */
                                    action: string;
                                    at: string;
                                    id: string;
                                    member: {
                                        email: string;
                                        userId: string | null;
                                    };
                                    /** @example POST /api/payments/payment-link */
                                    route: string;
                                    /** @description The id the change was made to, when the route names one */
                                    target: string | null;
                                    /** @enum {string} */
                                    via: "dashboard" | "api_key";
                                }[];
                                hasMore: boolean;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invitations waiting to be accepted */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                invitations: {
                                    createdAt: string;
                                    email: string;
                                    expiresAt: string;
                                    id: string;
                                    /** @enum {string} */
                                    role: "admin" | "developer" | "viewer";
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Invite someone by email with a role (single-use link, 7 days) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "developer" | "viewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                invitation: {
                                    createdAt: string;
                                    email: string;
                                    expiresAt: string;
                                    id: string;
                                    /** @enum {string} */
                                    role: "admin" | "developer" | "viewer";
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the account of an invitation (your verified email must be the invited one)
         * @description Refused (400 INVALID_TOKEN) once revoked, used or expired, or when the member who sent it was removed or may no longer invite with that role. Joining is recorded in the activity trail.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                account: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    role: "owner" | "admin" | "developer" | "viewer";
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's members and their roles */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                members: {
                                    email: string;
                                    joinedAt: string;
                                    /** @enum {string} */
                                    role: "owner" | "admin" | "developer" | "viewer";
                                    userId: string;
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member's role (never the owner's)
         * @description Their API keys act with the new role. The pending invitations they sent that the new role may not send are revoked; a role that may no longer change webhooks also rotates the signing secret (the previous one signs 24 hours more).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "admin" | "developer" | "viewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remove a member (never the owner)
         * @description Their API keys and pending invitations are revoked; when they could read the webhook signing secret (owner, admin, developer) it is rotated, the previous one signing 24 hours more so your endpoint keeps verifying while you update it.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/transfer-ownership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to make a member the owner (confirmed from an emailed link) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/transfer-ownership/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an ownership transfer with the emailed token
         * @description Recorded in the activity trail.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your payment links
         * @description Newest first. Cursor pagination: pass the last id of a page as starting_after.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Created at or after (ISO date or date-time) */
                    from?: string;
                    limit?: number;
                    /** @description Only links whose label or reference contains this text (any case) */
                    search?: string;
                    starting_after?: string;
                    status?: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                    /** @description Created before (ISO date or date-time) */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Pass the last id as starting_after for the next page */
                                hasMore: boolean;
                                payments: components["schemas"]["Payment"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a payment link
         * @description Costs one credit. Same body as the dashboard, plus metadata (returned with the link and in webhooks).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Retry safely: the same key and body replay the first response for 24 hours */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        /** @default SOL */
                        currency?: string;
                        expiresIn?: number;
                        label: string;
                        message?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                        /** @default solana */
                        network?: string;
                        payCurrencies?: string[];
                        payCurrency?: string;
                        payOptions?: components["schemas"]["PayOptionInput"][];
                        reference?: string | null;
                        walletAddress?: string | null;
                        webhookUrl?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                payment: components["schemas"]["Payment"];
                                recipientWallet: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a payment link */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                payment: components["schemas"]["RetrievedPaymentLink"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-links/{id}/discovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * List a payment link in the x402 Bazaar
         * @description Opt-in, per link: the link appears in /api/x402/discovery/resources with this description and its price while it takes x402 payments (open, USDC on Ethereum, Base or Solana). Again: replaces the description. 404 for a link that is not yours or takes no x402 payments; 409 or 410 once it cannot be paid.
         */
        put: {
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
                    "application/json": {
                        /** @description What buyers read in the Bazaar (the link’s label is never shown there) */
                        description: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                listing: {
                                    description: string;
                                    listedAt: string;
                                    paymentId: string;
                                    /** @description The link’s x402 URL */
                                    resource: string;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Take a payment link out of the x402 Bazaar */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                listed: false;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-links/{id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End an open payment link now
         * @description Costs one credit. For a canceled order: the link’s expiresAt becomes now, and the watcher ends it on its next round like any link at its expiry (EXPIRED and payment.expired, or FAILED when part of it arrived). A payment made before counts; one made after is a late payment (owed back unless it completes the link within the late window). 409 unless the link is PENDING.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                payment: components["schemas"]["Payment"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-links/{id}/refund-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the refund claim links of a payment link
         * @description Newest first. Free (no credit). 404 for a link that is not yours.
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Newest first */
                                claims: components["schemas"]["RefundClaim"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a refund claim link for a Bitcoin payment link
         * @description Costs one credit. Bitcoin has no reliable sender address, so the customer gives one: answers 201 with the claim and the URL to send them (shown only now). The amount is fixed here (default: what is owed); once the customer answers, the refund is prepared (its BIP21 request is in the link’s refunds, for your wallet to pay). 400 for a link on another network or above what may be refunded.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Retry safely: the same key and body replay the first response for 24 hours */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Decimal string in BTC; default: what is owed */
                        amount?: string | number;
                        reason?: string;
                        /** @description The transfer to refund; without it, the link as a whole */
                        transferId?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                claim: components["schemas"]["RefundClaim"];
                                /** @description The link to send the customer; shown only now (its token is stored hashed) */
                                url: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-links/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the refunds of a payment link
         * @description Newest first. Free (no credit).
         */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Newest first */
                                refunds: components["schemas"]["Refund"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Prepare a refund of a payment link
         * @description Costs one credit. Answers 201 with a PENDING refund whose paymentUrl your wallet pays (Solana Pay or EIP-681, from the link’s wallet to the payer); it becomes COMPLETED when that transaction is confirmed (event payment.refunded) or EXPIRED after 24 hours unpaid. Defaults: amount = what is owed (of the transfer when transferId is given), to = the payer of the transfer. 400 above what arrived minus what is refunded or being refunded (or, to a wallet that paid the link, above what it paid minus what is refunded or being refunded to it), or when the payer cannot be determined (send `to`).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Retry safely: the same key and body replay the first response for 24 hours */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Decimal string in the refunded token; default: what is owed */
                        amount?: string | number;
                        reason?: string;
                        /** @description Destination address; default: the payer of the transfer */
                        to?: string;
                        /** @description The transfer to refund (its `id` in the payment’s transfers) */
                        transferId?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                refund: components["schemas"]["Refund"];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-links/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export your payment links for accounting
         * @description The rows of GET /api/payments/export.csv as JSON, oldest first. Cursor pagination: pass the last id of a page as starting_after.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Created at or after (ISO date or date-time) */
                    from?: string;
                    limit?: number;
                    starting_after?: string;
                    status?: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                    /** @description Created before (ISO date or date-time) */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Pass the last id as starting_after for the next page */
                                hasMore: boolean;
                                rows: components["schemas"]["ExportRow"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your subscribers, newest first
         * @description Filter by status and plan; paged.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number;
                    planId?: string;
                    status?: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                pagination: {
                                    limit: number;
                                    page: number;
                                    total: number;
                                };
                                subscriptions: {
                                    canceledAt: string | null;
                                    cancelReason: ("customer" | "merchant" | "unpaid") | null;
                                    /** @enum {string} */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description Kept when canceled, so the paid period can be honoured */
                                    currentPeriodEnd: string | null;
                                    currentPeriodStart: string | null;
                                    email: string;
                                    /** @example sub_9TnV2xYb3kPq */
                                    id: string;
                                    pastDueAt: string | null;
                                    planId: string;
                                    planName: string;
                                    /** @enum {string} */
                                    status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription with its links */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscription: {
                                    canceledAt: string | null;
                                    cancelReason: ("customer" | "merchant" | "unpaid") | null;
                                    /** @enum {string} */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description Kept when canceled, so the paid period can be honoured */
                                    currentPeriodEnd: string | null;
                                    currentPeriodStart: string | null;
                                    email: string;
                                    /** @example sub_9TnV2xYb3kPq */
                                    id: string;
                                    pastDueAt: string | null;
                                    payments: {
                                        checkoutUrl: string;
                                        /** Format: date-time */
                                        createdAt: string;
                                        /** @enum {string} */
                                        kind: "first" | "renewal";
                                        paidAt: string | null;
                                        paymentId: string;
                                        periodEnd: string | null;
                                        periodStart: string | null;
                                        /** @enum {string} */
                                        status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                                    }[];
                                    planId: string;
                                    planName: string;
                                    /** @enum {string} */
                                    status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a subscription
         * @description CANCELED at once: no renewal is issued any more; currentPeriodEnd is kept so you can honour the paid period. 409 when already canceled.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscription: {
                                    canceledAt: string | null;
                                    cancelReason: ("customer" | "merchant" | "unpaid") | null;
                                    /** @enum {string} */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description Kept when canceled, so the paid period can be honoured */
                                    currentPeriodEnd: string | null;
                                    currentPeriodStart: string | null;
                                    email: string;
                                    /** @example sub_9TnV2xYb3kPq */
                                    id: string;
                                    pastDueAt: string | null;
                                    payments: {
                                        checkoutUrl: string;
                                        /** Format: date-time */
                                        createdAt: string;
                                        /** @enum {string} */
                                        kind: "first" | "renewal";
                                        paidAt: string | null;
                                        paymentId: string;
                                        periodEnd: string | null;
                                        periodStart: string | null;
                                        /** @enum {string} */
                                        status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                                    }[];
                                    planId: string;
                                    planName: string;
                                    /** @enum {string} */
                                    status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the subscriber their open link again
         * @description Re-sends the unpaid first or renewal link with the portal link. 409 when nothing is owed (paid up or canceled). 20 per hour per account.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                paymentId: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your subscription plans on sale, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plans: {
                                    activeSubscribers: number;
                                    /** @description Price of each period as a decimal string, in `currency` */
                                    amount: string;
                                    /**
                                     * @description `push`: each renewal is a link the customer pays; no custody
                                     * @enum {string}
                                     */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description A token, or USD/EUR (quoted in payCurrency when each link is issued) */
                                    currency: string;
                                    graceDays: number;
                                    /** @example plan_4fQm8ZkR2vXy */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "day" | "week" | "month" | "year";
                                    intervalCount: number;
                                    name: string;
                                    network: string;
                                    payCurrency: string;
                                    renewalNoticeDays: number;
                                    /** @description The public page where a customer subscribes (`<APP_URL>/subscribe/<planId>`) */
                                    subscribeUrl: string;
                                    /** @description Days of free trial before the first payment is due (0: none) */
                                    trialDays: number;
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a subscription plan
         * @description A price per period (a token amount, or USD/EUR quoted in payCurrency when each link is issued), the network, and the period (interval × intervalCount). Answers 201 with the plan and its subscribeUrl, the public page where customers subscribe. 400 names the field: empty name, amount ≤ 0, unknown interval, intervalCount < 1.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string | number;
                        currency: string;
                        /** @default 7 */
                        graceDays?: number;
                        /** @enum {string} */
                        interval: "day" | "week" | "month" | "year";
                        /** @default 1 */
                        intervalCount?: number;
                        name: string;
                        /** @default solana */
                        network?: string;
                        payCurrency?: string;
                        /** @default 3 */
                        renewalNoticeDays?: number;
                        /** @default 0 */
                        trialDays?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan: {
                                    activeSubscribers: number;
                                    /** @description Price of each period as a decimal string, in `currency` */
                                    amount: string;
                                    /**
                                     * @description `push`: each renewal is a link the customer pays; no custody
                                     * @enum {string}
                                     */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description A token, or USD/EUR (quoted in payCurrency when each link is issued) */
                                    currency: string;
                                    graceDays: number;
                                    /** @example plan_4fQm8ZkR2vXy */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "day" | "week" | "month" | "year";
                                    intervalCount: number;
                                    name: string;
                                    network: string;
                                    payCurrency: string;
                                    renewalNoticeDays: number;
                                    /** @description The public page where a customer subscribes (`<APP_URL>/subscribe/<planId>`) */
                                    subscribeUrl: string;
                                    /** @description Days of free trial before the first payment is due (0: none) */
                                    trialDays: number;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your subscription plans */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan: {
                                    activeSubscribers: number;
                                    /** @description Price of each period as a decimal string, in `currency` */
                                    amount: string;
                                    /**
                                     * @description `push`: each renewal is a link the customer pays; no custody
                                     * @enum {string}
                                     */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description A token, or USD/EUR (quoted in payCurrency when each link is issued) */
                                    currency: string;
                                    graceDays: number;
                                    /** @example plan_4fQm8ZkR2vXy */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "day" | "week" | "month" | "year";
                                    intervalCount: number;
                                    name: string;
                                    network: string;
                                    payCurrency: string;
                                    renewalNoticeDays: number;
                                    /** @description The public page where a customer subscribes (`<APP_URL>/subscribe/<planId>`) */
                                    subscribeUrl: string;
                                    /** @description Days of free trial before the first payment is due (0: none) */
                                    trialDays: number;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Replace a subscription plan
         * @description Same body as creation. Links issued from now on (renewals included) use the new fields; links already issued keep theirs.
         */
        put: {
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
                    "application/json": {
                        amount: string | number;
                        currency: string;
                        /** @default 7 */
                        graceDays?: number;
                        /** @enum {string} */
                        interval: "day" | "week" | "month" | "year";
                        /** @default 1 */
                        intervalCount?: number;
                        name: string;
                        /** @default solana */
                        network?: string;
                        payCurrency?: string;
                        /** @default 3 */
                        renewalNoticeDays?: number;
                        /** @default 0 */
                        trialDays?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                plan: {
                                    activeSubscribers: number;
                                    /** @description Price of each period as a decimal string, in `currency` */
                                    amount: string;
                                    /**
                                     * @description `push`: each renewal is a link the customer pays; no custody
                                     * @enum {string}
                                     */
                                    collection: "push";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @description A token, or USD/EUR (quoted in payCurrency when each link is issued) */
                                    currency: string;
                                    graceDays: number;
                                    /** @example plan_4fQm8ZkR2vXy */
                                    id: string;
                                    /** @enum {string} */
                                    interval: "day" | "week" | "month" | "year";
                                    intervalCount: number;
                                    name: string;
                                    network: string;
                                    payCurrency: string;
                                    renewalNoticeDays: number;
                                    /** @description The public page where a customer subscribes (`<APP_URL>/subscribe/<planId>`) */
                                    subscribeUrl: string;
                                    /** @description Days of free trial before the first payment is due (0: none) */
                                    trialDays: number;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Take a plan off sale
         * @description Nobody new can subscribe; its subscribers keep renewing.
         */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                deleted: true;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subscriber counts and monthly recurring revenue
         * @description ACTIVE and PAST_DUE subscribers, and the MRR of the ACTIVE ones per currency (each plan price turned monthly).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                summary: {
                                    activeSubscribers: number;
                                    mrr: {
                                        /** @description Per month, decimal string: each ACTIVE plan price turned monthly (a year / 12, a week × 52 / 12, a day × 365 / 12) */
                                        amount: string;
                                        currency: string;
                                    }[];
                                    pastDueSubscribers: number;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a webhook delivery
         * @description Queues the same event (same event_id) for one more attempt, like Resend in Settings → Webhooks. Costs one credit.
         */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                delivery: {
                                    attempts: number;
                                    createdAt: string;
                                    endpointId: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    lastAttemptAt: string | null;
                                    lastError: string | null;
                                    lastStatusCode: number | null;
                                    nextAttemptAt: string | null;
                                    paymentId: string;
                                    /** @description While pending: the attempts made plus those the back-off schedule still plans before the retry window ends ("3 of 12"); null once settled */
                                    plannedAttempts: number | null;
                                    /** @enum {string} */
                                    status: "pending" | "succeeded" | "failed" | "no_endpoint";
                                    url: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receiving addresses that belong to your account, and which are proven */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                addresses: components["schemas"]["ClaimedAddress"][];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/bitcoin-gap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your Bitcoin account key: its first address, and how many addresses in a row it gave to links that received nothing (warn from the gap limit, 20) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description The saved account key's first receive address (m/0/0), to compare with your wallet's; null without a key */
                                firstAddress: string | null;
                                /** @description Wallets restored from the key stop looking after this many unused addresses (20) */
                                gapLimit: number;
                                overGapLimit: boolean;
                                /** @description Consecutive addresses of the account key whose links received nothing */
                                unusedInARow: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get the message to sign with a wallet to prove you own its address (SIWS or EIP-4361) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WalletProof"];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallets/proofs/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the signature of a proof message: the address becomes yours, proven (taken back from an account that claimed it without proof) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nonce: string;
                        /** @description EVM: the 0x hex personal_sign signature. Solana: the base58 ed25519 signature of the message bytes */
                        signature: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                address: components["schemas"]["ClaimedAddress"];
                                /** @description Another account held the address and lost it */
                                tookOver: boolean;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your delivery log, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    paymentId?: string;
                    status?: "pending" | "succeeded" | "failed" | "no_endpoint";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                deliveries: {
                                    attempts: number;
                                    createdAt: string;
                                    endpointId: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    lastAttemptAt: string | null;
                                    lastError: string | null;
                                    lastStatusCode: number | null;
                                    nextAttemptAt: string | null;
                                    paymentId: string;
                                    /** @description While pending: the attempts made plus those the back-off schedule still plans before the retry window ends ("3 of 12"); null once settled */
                                    plannedAttempts: number | null;
                                    /** @enum {string} */
                                    status: "pending" | "succeeded" | "failed" | "no_endpoint";
                                    url: string | null;
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One delivery with its body and every attempt */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                delivery: {
                                    attemptLog: {
                                        attemptedAt: string;
                                        durationMs: number;
                                        error: string | null;
                                        responseBody: string | null;
                                        statusCode: number | null;
                                        url: string;
                                    }[];
                                    attempts: number;
                                    createdAt: string;
                                    endpointId: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    lastAttemptAt: string | null;
                                    lastError: string | null;
                                    lastStatusCode: number | null;
                                    nextAttemptAt: string | null;
                                    paymentId: string;
                                    /** @description While pending: the attempts made plus those the back-off schedule still plans before the retry window ends ("3 of 12"); null once settled */
                                    plannedAttempts: number | null;
                                    requestBody: string;
                                    /** @enum {string} */
                                    status: "pending" | "succeeded" | "failed" | "no_endpoint";
                                    url: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend a delivery (same event_id) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                delivery: {
                                    attempts: number;
                                    createdAt: string;
                                    endpointId: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    lastAttemptAt: string | null;
                                    lastError: string | null;
                                    lastStatusCode: number | null;
                                    nextAttemptAt: string | null;
                                    paymentId: string;
                                    /** @description While pending: the attempts made plus those the back-off schedule still plans before the retry window ends ("3 of 12"); null once settled */
                                    plannedAttempts: number | null;
                                    /** @enum {string} */
                                    status: "pending" | "succeeded" | "failed" | "no_endpoint";
                                    url: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/deliveries/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Requeue every failed delivery since a time */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        since: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                requeued: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your webhook endpoint and signing secret
         * @description The secret in full for roles that may change webhooks (owner, admin, developer); masked (`whsec_…abcd`, `secretHidden: true`) for a viewer. `rotation` says why the secret was last rotated while the previous one still signs, e.g. `member_left` when a member who could read it was removed or given a role that may not.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoint: {
                                    /** @description The event types sent to this endpoint; null: every event */
                                    events: string[] | null;
                                    /** @example whe_5kPq9TnV2xYb3kPq9TnV2x */
                                    id: string;
                                    paused: boolean;
                                    pausedAt: string | null;
                                    previousSecretExpiresAt: string | null;
                                    /** @description The first endpoint: its URL is the default one, used by links without their own webhookUrl */
                                    primary: boolean;
                                    /** @description Set while the previous secret still signs (the overlap window); null otherwise */
                                    rotation: {
                                        /** @description For member_left: the member who left or lost the role that could read the secret */
                                        memberEmail: string | null;
                                        /** @enum {string} */
                                        reason: "manual" | "member_left";
                                        rotatedAt: string;
                                    } | null;
                                    /**
                                     * @description The signing secret, in full only for roles that may change webhooks (webhooks:write); masked for the others (`whsec_…abcd`)
                                     * @example whsec_…x9Za
                                     */
                                    secret: string;
                                    /** @description true when `secret` is masked because your role may not change webhooks */
                                    secretHidden: boolean;
                                    url: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Set (or clear) your webhook URL */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string | "" | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoint: {
                                    /** @description The event types sent to this endpoint; null: every event */
                                    events: string[] | null;
                                    /** @example whe_5kPq9TnV2xYb3kPq9TnV2x */
                                    id: string;
                                    paused: boolean;
                                    pausedAt: string | null;
                                    previousSecretExpiresAt: string | null;
                                    /** @description The first endpoint: its URL is the default one, used by links without their own webhookUrl */
                                    primary: boolean;
                                    /** @description Set while the previous secret still signs (the overlap window); null otherwise */
                                    rotation: {
                                        /** @description For member_left: the member who left or lost the role that could read the secret */
                                        memberEmail: string | null;
                                        /** @enum {string} */
                                        reason: "manual" | "member_left";
                                        rotatedAt: string;
                                    } | null;
                                    /**
                                     * @description The signing secret, in full only for roles that may change webhooks (webhooks:write); masked for the others (`whsec_…abcd`)
                                     * @example whsec_…x9Za
                                     */
                                    secret: string;
                                    /** @description true when `secret` is masked because your role may not change webhooks */
                                    secretHidden: boolean;
                                    url: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoint/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused endpoint and requeue its failed deliveries */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoint: {
                                    /** @description The event types sent to this endpoint; null: every event */
                                    events: string[] | null;
                                    /** @example whe_5kPq9TnV2xYb3kPq9TnV2x */
                                    id: string;
                                    paused: boolean;
                                    pausedAt: string | null;
                                    previousSecretExpiresAt: string | null;
                                    /** @description The first endpoint: its URL is the default one, used by links without their own webhookUrl */
                                    primary: boolean;
                                    /** @description Set while the previous secret still signs (the overlap window); null otherwise */
                                    rotation: {
                                        /** @description For member_left: the member who left or lost the role that could read the secret */
                                        memberEmail: string | null;
                                        /** @enum {string} */
                                        reason: "manual" | "member_left";
                                        rotatedAt: string;
                                    } | null;
                                    /**
                                     * @description The signing secret, in full only for roles that may change webhooks (webhooks:write); masked for the others (`whsec_…abcd`)
                                     * @example whsec_…x9Za
                                     */
                                    secret: string;
                                    /** @description true when `secret` is masked because your role may not change webhooks */
                                    secretHidden: boolean;
                                    url: string | null;
                                };
                                requeued: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoint/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret (the previous one keeps signing for 24 hours)
         * @description Paylink also rotates it by itself when a member who could read it leaves (rotation.reason member_left), with the same 24 hours.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoint: {
                                    /** @description The event types sent to this endpoint; null: every event */
                                    events: string[] | null;
                                    /** @example whe_5kPq9TnV2xYb3kPq9TnV2x */
                                    id: string;
                                    paused: boolean;
                                    pausedAt: string | null;
                                    previousSecretExpiresAt: string | null;
                                    /** @description The first endpoint: its URL is the default one, used by links without their own webhookUrl */
                                    primary: boolean;
                                    /** @description Set while the previous secret still signs (the overlap window); null otherwise */
                                    rotation: {
                                        /** @description For member_left: the member who left or lost the role that could read the secret */
                                        memberEmail: string | null;
                                        /** @enum {string} */
                                        reason: "manual" | "member_left";
                                        rotatedAt: string;
                                    } | null;
                                    /**
                                     * @description The signing secret, in full only for roles that may change webhooks (webhooks:write); masked for the others (`whsec_…abcd`)
                                     * @example whsec_…x9Za
                                     */
                                    secret: string;
                                    /** @description true when `secret` is masked because your role may not change webhooks */
                                    secretHidden: boolean;
                                    url: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoint/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a signed test event (ping) now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                result: {
                                    durationMs: number;
                                    error: string | null;
                                    ok: boolean;
                                    responseBody: string | null;
                                    statusCode: number | null;
                                    url: string;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every webhook endpoint, the primary one first
         * @description Each endpoint has its own URL, event filter (`events`, null: every event) and signing secret, masked for roles that may not change webhooks. Every event goes to each endpoint whose filter takes it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoints: {
                                    /** @description The event types sent to this endpoint; null: every event */
                                    events: string[] | null;
                                    /** @example whe_5kPq9TnV2xYb3kPq9TnV2x */
                                    id: string;
                                    paused: boolean;
                                    pausedAt: string | null;
                                    previousSecretExpiresAt: string | null;
                                    /** @description The first endpoint: its URL is the default one, used by links without their own webhookUrl */
                                    primary: boolean;
                                    /** @description Set while the previous secret still signs (the overlap window); null otherwise */
                                    rotation: {
                                        /** @description For member_left: the member who left or lost the role that could read the secret */
                                        memberEmail: string | null;
                                        /** @enum {string} */
                                        reason: "manual" | "member_left";
                                        rotatedAt: string;
                                    } | null;
                                    /**
                                     * @description The signing secret, in full only for roles that may change webhooks (webhooks:write); masked for the others (`whsec_…abcd`)
                                     * @example whsec_…x9Za
                                     */
                                    secret: string;
                                    /** @description true when `secret` is masked because your role may not change webhooks */
                                    secretHidden: boolean;
                                    url: string | null;
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a webhook endpoint with its own secret and event filter
         * @description At most 10 per account, the primary one included (409 beyond).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The event types sent to this endpoint; null: every event */
                        events?: ("payment.created" | "payment.completed" | "payment.failed" | "payment.expired" | "payment.partially_paid" | "payment.excess_received" | "payment.refunded" | "payment.overpaid" | "payment.paid_late" | "payment.wrong_token" | "payment.finalized" | "payment.reversed" | "subscription.created" | "subscription.activated" | "subscription.renewed" | "subscription.past_due" | "subscription.canceled")[] | null;
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoint: {
                                    /** @description The event types sent to this endpoint; null: every event */
                                    events: string[] | null;
                                    /** @example whe_5kPq9TnV2xYb3kPq9TnV2x */
                                    id: string;
                                    paused: boolean;
                                    pausedAt: string | null;
                                    previousSecretExpiresAt: string | null;
                                    /** @description The first endpoint: its URL is the default one, used by links without their own webhookUrl */
                                    primary: boolean;
                                    /** @description Set while the previous secret still signs (the overlap window); null otherwise */
                                    rotation: {
                                        /** @description For member_left: the member who left or lost the role that could read the secret */
                                        memberEmail: string | null;
                                        /** @enum {string} */
                                        reason: "manual" | "member_left";
                                        rotatedAt: string;
                                    } | null;
                                    /**
                                     * @description The signing secret, in full only for roles that may change webhooks (webhooks:write); masked for the others (`whsec_…abcd`)
                                     * @example whsec_…x9Za
                                     */
                                    secret: string;
                                    /** @description true when `secret` is masked because your role may not change webhooks */
                                    secretHidden: boolean;
                                    url: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an endpoint (not the primary one) and its delivery log */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                deleted: true;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an endpoint’s URL or event filter */
        patch: {
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
                    "application/json": {
                        /** @description The event types sent to this endpoint; null: every event */
                        events?: ("payment.created" | "payment.completed" | "payment.failed" | "payment.expired" | "payment.partially_paid" | "payment.excess_received" | "payment.refunded" | "payment.overpaid" | "payment.paid_late" | "payment.wrong_token" | "payment.finalized" | "payment.reversed" | "subscription.created" | "subscription.activated" | "subscription.renewed" | "subscription.past_due" | "subscription.canceled")[] | null;
                        url?: string | "" | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoint: {
                                    /** @description The event types sent to this endpoint; null: every event */
                                    events: string[] | null;
                                    /** @example whe_5kPq9TnV2xYb3kPq9TnV2x */
                                    id: string;
                                    paused: boolean;
                                    pausedAt: string | null;
                                    previousSecretExpiresAt: string | null;
                                    /** @description The first endpoint: its URL is the default one, used by links without their own webhookUrl */
                                    primary: boolean;
                                    /** @description Set while the previous secret still signs (the overlap window); null otherwise */
                                    rotation: {
                                        /** @description For member_left: the member who left or lost the role that could read the secret */
                                        memberEmail: string | null;
                                        /** @enum {string} */
                                        reason: "manual" | "member_left";
                                        rotatedAt: string;
                                    } | null;
                                    /**
                                     * @description The signing secret, in full only for roles that may change webhooks (webhooks:write); masked for the others (`whsec_…abcd`)
                                     * @example whsec_…x9Za
                                     */
                                    secret: string;
                                    /** @description true when `secret` is masked because your role may not change webhooks */
                                    secretHidden: boolean;
                                    url: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume one paused endpoint and requeue its pending deliveries */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoint: {
                                    /** @description The event types sent to this endpoint; null: every event */
                                    events: string[] | null;
                                    /** @example whe_5kPq9TnV2xYb3kPq9TnV2x */
                                    id: string;
                                    paused: boolean;
                                    pausedAt: string | null;
                                    previousSecretExpiresAt: string | null;
                                    /** @description The first endpoint: its URL is the default one, used by links without their own webhookUrl */
                                    primary: boolean;
                                    /** @description Set while the previous secret still signs (the overlap window); null otherwise */
                                    rotation: {
                                        /** @description For member_left: the member who left or lost the role that could read the secret */
                                        memberEmail: string | null;
                                        /** @enum {string} */
                                        reason: "manual" | "member_left";
                                        rotatedAt: string;
                                    } | null;
                                    /**
                                     * @description The signing secret, in full only for roles that may change webhooks (webhooks:write); masked for the others (`whsec_…abcd`)
                                     * @example whsec_…x9Za
                                     */
                                    secret: string;
                                    /** @description true when `secret` is masked because your role may not change webhooks */
                                    secretHidden: boolean;
                                    url: string | null;
                                };
                                requeued: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate one endpoint’s signing secret (the previous one keeps signing for 24 hours) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoint: {
                                    /** @description The event types sent to this endpoint; null: every event */
                                    events: string[] | null;
                                    /** @example whe_5kPq9TnV2xYb3kPq9TnV2x */
                                    id: string;
                                    paused: boolean;
                                    pausedAt: string | null;
                                    previousSecretExpiresAt: string | null;
                                    /** @description The first endpoint: its URL is the default one, used by links without their own webhookUrl */
                                    primary: boolean;
                                    /** @description Set while the previous secret still signs (the overlap window); null otherwise */
                                    rotation: {
                                        /** @description For member_left: the member who left or lost the role that could read the secret */
                                        memberEmail: string | null;
                                        /** @enum {string} */
                                        reason: "manual" | "member_left";
                                        rotatedAt: string;
                                    } | null;
                                    /**
                                     * @description The signing secret, in full only for roles that may change webhooks (webhooks:write); masked for the others (`whsec_…abcd`)
                                     * @example whsec_…x9Za
                                     */
                                    secret: string;
                                    /** @description true when `secret` is masked because your role may not change webhooks */
                                    secretHidden: boolean;
                                    url: string | null;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test event (ping) signed with this endpoint’s secret, to its URL */
        post: {
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
                    "application/json": {
                        /** Format: uri */
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                result: {
                                    durationMs: number;
                                    error: string | null;
                                    ok: boolean;
                                    responseBody: string | null;
                                    statusCode: number | null;
                                    url: string;
                                };
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe events (signed with Stripe-Signature) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                duplicate: boolean;
                                /** @enum {boolean} */
                                received: true;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/x402/discovery/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * x402 Bazaar: paid resources merchants listed (public)
         * @description The payment links merchants listed (PUT /api/v1/payment-links/{id}/discovery) that take x402 payments now, newest first: each with the merchant’s description and what it asks now (`accepts`: amount, asset, network, the merchant’s wallet). No customer data. Filters: network, payTo, scheme, type (http); limit and offset.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Accepted, ignored */
                    extensions?: string;
                    limit?: number;
                    /** @description CAIP-2, e.g. eip155:8453 */
                    network?: string;
                    offset?: number;
                    payTo?: string;
                    scheme?: string;
                    type?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description x402 Bazaar discovery list (as @x402/extensions/bazaar’s listResources reads it) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: ({
                                accepts: ({
                                    amount: string;
                                    asset: string;
                                    network: string;
                                    payTo: string;
                                    scheme: string;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                description?: string;
                                lastUpdated: string;
                                resource: string;
                                type: string;
                                x402Version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            pagination: {
                                limit: number;
                                offset: number;
                                total: number;
                            };
                            x402Version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/x402/links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pay a link over HTTP 402 (x402)
         * @description Without a payment: 402 with the link’s requirements in `PAYMENT-REQUIRED` (x402 v2, "exact" scheme: what remains in USDC, to the merchant’s own wallet; no other asset is taken). On Solana the entry names Paylink’s fee payer (`extra.feePayer`). With `PAYMENT-SIGNATURE` (or v1 `X-PAYMENT`): verified, settled on chain (EVM: Paylink’s relayer submits the authorization and pays the gas; Solana: Paylink’s fee payer co-signs the transaction and pays the fee) and recorded; 200 with the payment and the settlement in `PAYMENT-RESPONSE`. An invalid or insufficient payment answers 402 again with the reason; a replayed one 409; a paid, expired or failed link 410. A settlement sent but not seen final in time answers 202 `settlement_pending` (the transaction in `PAYMENT-RESPONSE`): never pay again; poll `statusUrl` until COMPLETED, or send the same payment again with its `payment-identifier`. With the `payment-identifier` extension (declared in the 402; @x402/extensions), a payment retried with the same id settles once: every retry answers the first settlement (200) or that it is still pending (202), even once the link is paid. Any origin may call it (CORS, with `PAYMENT-REQUIRED` and `PAYMENT-RESPONSE` exposed).
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description x402 v2: the signed payment, base64 JSON (what @x402/fetch sends) */
                    "payment-signature"?: string;
                    /** @description x402 v1: the signed payment, base64 JSON */
                    "x-payment"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PublicPayment"];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                settlement: "pending";
                                /** @description Poll this (the public payment status) until COMPLETED */
                                statusUrl: string;
                                /** @description The transaction sent, when known */
                                transaction: string | null;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["X402PaymentRequired"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        /** CORS preflight of a link’s x402 URL: any origin may GET it with a payment header */
        options: {
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
                /** @description Empty: the answer is its CORS headers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": unknown;
                    };
                };
            };
        };
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/x402/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * x402 facilitator: settle a payment into your wallet
         * @description Verifies again (only the network’s listed USDC: anything else is `success: false`, `unsupported_asset`), submits the authorization (Paylink’s relayer pays the gas, at most 120,000 gas per transaction, charged to your daily gas budget as actually spent) and waits for the network’s confirmations. Recorded in your account as a COMPLETED payment (label: the route’s description; metadata: source x402 and the resource URL) with a payment.completed webhook; one credit. A refused settlement (`success: false`) is not recorded in the activity trail.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentPayload: {
                            payload: {
                                [key: string]: unknown;
                            };
                            x402Version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        paymentRequirements: {
                            asset: string;
                            network: string;
                            payTo: string;
                            scheme: string;
                        } & {
                            [key: string]: unknown;
                        };
                        x402Version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errorReason?: string;
                            network: string;
                            payer?: string;
                            success: boolean;
                            transaction: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/x402/supported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * x402 facilitator: supported kinds
         * @description The "exact" scheme on every network Paylink settles (x402 v2 and v1).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            extensions: string[];
                            kinds: ({
                                network: string;
                                scheme: string;
                                x402Version: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            signers: {
                                [key: string]: string[];
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/x402/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * x402 facilitator: verify a payment
         * @description The asset (only the network’s USDC, as /api/payments/supported-tokens lists it: anything else is `unsupported_asset`), the signature, the amount, payTo (one of your saved wallets), the validity window, the nonce unused and the payer’s balance (by simulation). Free.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentPayload: {
                            payload: {
                                [key: string]: unknown;
                            };
                            x402Version: number;
                        } & {
                            [key: string]: unknown;
                        };
                        paymentRequirements: {
                            asset: string;
                            network: string;
                            payTo: string;
                            scheme: string;
                        } & {
                            [key: string]: unknown;
                        };
                        x402Version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invalidReason?: string;
                            isValid: boolean;
                            payer?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * MCP: stream of server notifications
         * @description The Model Context Protocol server (Streamable HTTP, protocol 2025-06-18): POST JSON-RPC messages, GET the stream of notifications (resource updates), DELETE to end the session. Authenticated, limited and charged exactly as /api/v1, with the key’s role; see “AI assistants (MCP)” in the API docs for the tools and client configuration.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description JSON-RPC notifications */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * MCP: send a JSON-RPC message
         * @description The Model Context Protocol server (Streamable HTTP, protocol 2025-06-18): POST JSON-RPC messages, GET the stream of notifications (resource updates), DELETE to end the session. Authenticated, limited and charged exactly as /api/v1, with the key’s role; see “AI assistants (MCP)” in the API docs for the tools and client configuration.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description JSON-RPC answers, as JSON or as an event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                        "text/event-stream": unknown;
                    };
                };
                /** @description Accepted: a notification or a response, no body */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * MCP: end the session
         * @description The Model Context Protocol server (Streamable HTTP, protocol 2025-06-18): POST JSON-RPC messages, GET the stream of notifications (resource updates), DELETE to end the session. Authenticated, limited and charged exactly as /api/v1, with the key’s role; see “AI assistants (MCP)” in the API docs for the tools and client configuration.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Session ended, no body */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipt/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The printable receipt page (HTML) */
        get: {
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
                /** @description The receipt page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The "Receipt not found" page */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": unknown;
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "payment.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The link is paid in full
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment link was created
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.excess_received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transfer arrived beyond the amount (owed back to the customer)
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_excess_received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The link expired unpaid
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_expired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The link failed (wrong token, underpaid at expiry…)
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.finalized": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every transfer that paid the link is final on its chain (once per payment, after payment.completed)
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_finalized"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.overpaid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The transfer that completed the link paid more than asked (once per payment, with payment.completed)
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_overpaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.paid_late": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The link was completed by a transfer made after its expiry (once per payment, with payment.completed)
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_paid_late"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.partially_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transfer paid part of the link
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_partially_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A refund the merchant prepared was paid from their wallet (can repeat: one per refund)
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_refunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.reversed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The transfer that completed the link was rolled back before it was final (a reorg, a dropped fork): the link is PENDING again while it has not expired, else EXPIRED (FAILED when a counted part remains); a new payment sends payment.completed again (once per reversal)
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_reversed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.wrong_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transfer carrying the link’s reference (or amount) sent another token: not counted, owed back when the token is known (once per transfer)
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_payment_wrong_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test event sent from Settings → Webhooks
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_ping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.activated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The first link was paid: the subscription is ACTIVE for one interval from then
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_subscription_activated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Canceled by the customer (portal), the merchant, or unpaid past the grace days
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_subscription_canceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer subscribed to a plan: the first link was created and emailed (status INCOMPLETE)
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_subscription_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.past_due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The period ended with its renewal unpaid: PAST_DUE until paid or until the grace days are over
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_subscription_past_due"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.renewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A renewal link was paid: the period is extended from the previous end
         * @description POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.
         */
        post: operations["webhook_subscription_renewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ClaimedAddress: {
            /** @description Canonical form: EVM lower-case, Solana base58 */
            address: string;
            claimedAt: string;
            /** @description When a signed proof confirmed it (null: claimed by saving or using it) */
            provenAt: string | null;
        };
        ClaimedAddressInput: {
            /** @description Canonical form: EVM lower-case, Solana base58 */
            address: string;
            claimedAt: string;
            /** @description When a signed proof confirmed it (null: claimed by saving or using it) */
            provenAt: string | null;
        };
        CreditPricing: {
            /** @enum {string} */
            allowedFor: "ALL" | "MONTHLY_ONLY" | "PAYG_ONLY";
            currency: string;
            description: string | null;
            displayName: string;
            id: string;
            isActive: boolean;
            maxCredits: number;
            minCredits: number;
            name: string;
            pricePerCredit: string;
            sortOrder: number;
            subscriptionTier: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
        };
        CreditPricingInput: {
            /** @enum {string} */
            allowedFor: "ALL" | "MONTHLY_ONLY" | "PAYG_ONLY";
            currency: string;
            description: string | null;
            displayName: string;
            id: string;
            isActive: boolean;
            maxCredits: number;
            minCredits: number;
            name: string;
            pricePerCredit: string;
            sortOrder: number;
            subscriptionTier: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
        };
        DefaultPayOptions: {
            payOptions: components["schemas"]["PayOption"][];
        };
        DefaultPayOptionsInput: {
            payOptions: components["schemas"]["PayOptionInput"][];
        };
        /** @description Every error: a 4xx for bad input, never a 500 for it */
        Error: {
            /**
             * @description Stable machine-readable code
             * @example INSUFFICIENT_CREDITS
             * @enum {string}
             */
            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "FORBIDDEN_ROLE" | "NOT_FOUND" | "CONFLICT" | "EMAIL_TAKEN" | "EMAIL_NOT_VERIFIED" | "ACCOUNT_DISABLED" | "INVALID_CREDENTIALS" | "INVALID_TOKEN" | "TWO_FACTOR_REQUIRED" | "INVALID_TWO_FACTOR_CODE" | "INSUFFICIENT_CREDITS" | "RATE_LIMITED" | "PLAN_REQUIRED" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_IN_PROGRESS" | "UNSUPPORTED_NETWORK" | "WALLET_REQUIRED" | "SERVICE_UNAVAILABLE" | "PAYMENT_PROVIDER_ERROR" | "PAYMENT_REQUIRED" | "GONE" | "INTERNAL_ERROR";
            /** @description Validation errors, one per field */
            details?: {
                msg: string;
                path: string;
            }[];
            /**
             * @description A sentence for people
             * @example Insufficient credits. Please purchase more credits.
             */
            error: string;
            /** @constant */
            success: false;
        } & {
            [key: string]: unknown;
        };
        /** @description Every error: a 4xx for bad input, never a 500 for it */
        ErrorInput: {
            /**
             * @description Stable machine-readable code
             * @example INSUFFICIENT_CREDITS
             * @enum {string}
             */
            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "FORBIDDEN_ROLE" | "NOT_FOUND" | "CONFLICT" | "EMAIL_TAKEN" | "EMAIL_NOT_VERIFIED" | "ACCOUNT_DISABLED" | "INVALID_CREDENTIALS" | "INVALID_TOKEN" | "TWO_FACTOR_REQUIRED" | "INVALID_TWO_FACTOR_CODE" | "INSUFFICIENT_CREDITS" | "RATE_LIMITED" | "PLAN_REQUIRED" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_IN_PROGRESS" | "UNSUPPORTED_NETWORK" | "WALLET_REQUIRED" | "SERVICE_UNAVAILABLE" | "PAYMENT_PROVIDER_ERROR" | "PAYMENT_REQUIRED" | "GONE" | "INTERNAL_ERROR";
            /** @description Validation errors, one per field */
            details?: {
                msg: string;
                path: string;
            }[];
            /**
             * @description A sentence for people
             * @example Insufficient credits. Please purchase more credits.
             */
            error: string;
            /** @constant */
            success: false;
        } & {
            [key: string]: unknown;
        };
        ExportRow: {
            /** @description As priced */
            amount: string;
            /** @description In the pay token */
            amountReceived: string;
            /** @description The link’s hosted checkout page */
            checkoutUrl: string;
            createdAt: string;
            currency: string;
            /** @description Fiat-priced links once completed: what arrived, valued at the quote rate */
            fiatValueAtCompletion: string | null;
            /** @description COMPLETED links: confirmed, or finalized once every transfer that paid it is final */
            finality: ("confirmed" | "finalized") | null;
            finalizedAt: string | null;
            id: string;
            label: string;
            /** @description The network the link is paid on (solana, ethereum, base...) */
            network: string;
            payAmount: string;
            /** @description The pay button that opened the link (its metadata.pay_button_id), else null */
            payButtonId: string | null;
            payCurrency: string;
            payer: string | null;
            /** @description Quote rate (fiat per token) for a fiat-priced link */
            rate: string | null;
            /** @description Paid back by completed refunds, in the pay token (decimal string) */
            refundedAmount: string;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            transactions: string[];
        };
        ExportRowInput: {
            /** @description As priced */
            amount: string;
            /** @description In the pay token */
            amountReceived: string;
            /** @description The link’s hosted checkout page */
            checkoutUrl: string;
            createdAt: string;
            currency: string;
            /** @description Fiat-priced links once completed: what arrived, valued at the quote rate */
            fiatValueAtCompletion: string | null;
            /** @description COMPLETED links: confirmed, or finalized once every transfer that paid it is final */
            finality: ("confirmed" | "finalized") | null;
            finalizedAt: string | null;
            id: string;
            label: string;
            /** @description The network the link is paid on (solana, ethereum, base...) */
            network: string;
            payAmount: string;
            /** @description The pay button that opened the link (its metadata.pay_button_id), else null */
            payButtonId: string | null;
            payCurrency: string;
            payer: string | null;
            /** @description Quote rate (fiat per token) for a fiat-priced link */
            rate: string | null;
            /** @description Paid back by completed refunds, in the pay token (decimal string) */
            refundedAmount: string;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            transactions: string[];
        };
        Payment: {
            /**
             * @description Decimal string as priced, in the token or in USD/EUR (never a float)
             * @example 1.5
             */
            amount: string;
            /**
             * @description Still owed back to the customer in payCurrency (decimal string, "0" when nothing): what arrived and the link does not keep, minus completed refunds
             * @example 0.5
             */
            amountOwed: string;
            /** @description In the pay token */
            amountReceived: string | null;
            /**
             * @description Paid back by completed refunds, in payCurrency (decimal string)
             * @example 0
             */
            amountRefunded: string;
            /**
             * @description EVM networks: the chain id (1 Ethereum, 8453 Base); null on Solana
             * @example 1
             */
            chainId: number | null;
            /**
             * @description The hosted checkout page to share with the customer (email, chat, a Pay button): the customer sees the amount, QR code and wallet link there, and chooses a token or network when the link offers several
             * @example https://paylink.example/payment/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            checkoutUrl: string;
            completedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /**
             * @description As priced: a token (SOL, USDC...) or USD/EUR
             * @example USDC
             */
            currency: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            failureReason: string | null;
            /** @description COMPLETED links: `confirmed` when completed, `finalized` once every transfer that paid it is final on its chain (Solana finalized commitment, EVM finalized block, 6 Bitcoin blocks); null before */
            finality: ("confirmed" | "finalized") | null;
            /** @description When the link became final (see finality); null before */
            finalizedAt: string | null;
            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
            id: string;
            /** @example Order #1042 */
            label: string;
            /** @description Your own reference (the `reference` you sent) */
            merchantReference: string | null;
            message: string | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The link owes the customer money back: an overpayment, an excess transfer, a wrong token, or FAILED after money arrived */
            needsRefund: boolean;
            /** @example solana */
            network: string;
            overpaid: boolean;
            paidLate: boolean;
            /**
             * @description The exact amount the customer sends, in payCurrency: rounded up to its decimals for a link priced in USD/EUR, plus the link’s unique offset on networks that tell links apart by amount (EVM networks, Bitcoin at a shared address)
             * @example 0.1
             */
            payAmount: string;
            /** @description Tokens the customer may choose from on the hosted page */
            payCurrencies: string[];
            /** @example SOL */
            payCurrency: string;
            payerAddress: string | null;
            /**
             * @description What a wallet opens: Solana Pay on Solana, EIP-681 on EVM networks, BIP21 on Bitcoin
             * @example ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=10000042
             */
            paymentUrl: string;
            /** @description Links priced in USD/EUR with several networks: the network/token pairs the customer chooses from (network and payCurrency are the chosen one); null otherwise */
            payOptions: components["schemas"]["PayOption"][] | null;
            /** @description QR PNG as a data URL (also at /api/payments/{id}/qr.png) */
            qrCodeData: string;
            /** @description Links priced in USD/EUR: the rate behind payAmount; null for token-priced links */
            quote: components["schemas"]["Quote"] | null;
            /**
             * @description The public receipt of a COMPLETED link (`<APP_URL>/receipt/<id>`: printable page; signed JSON and PDF under /api/receipts); null before
             * @example https://paylink.example/receipt/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            receiptUrl: string | null;
            recipientAddress: string;
            /** @description Solana Pay reference key of this link */
            reference: string;
            /**
             * @description Solana links: the Solana Pay URL (same as paymentUrl); null on other networks
             * @example solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=1.5&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&reference=…
             */
            solanaPayUrl: string | null;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            transactionHash: string | null;
            /**
             * @description Solana links: the Solana Pay transaction-request URL. A wallet POSTs its account to the link and gets the transaction to sign (USDC: Paylink pays the network fee); null on other networks
             * @example solana:https%3A%2F%2Fpaylink.example%2Fapi%2Fpayments%2Fpay_7Hq3YvJ8kLmN2pQrStUvWx%2Ftransaction-request
             */
            transactionRequestUrl: string | null;
            transactionSignature: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            updatedAt: string;
            verifiedAt: string | null;
            webhookUrl: string | null;
            /**
             * @description While open, in USDC on an EVM network or Solana: where an agent pays the link over HTTP 402 (x402 v2, "exact" scheme: a signed USDC authorization, or on Solana a partly signed USDC transfer; Paylink pays the gas or fee); null otherwise
             * @example https://paylink.example/api/x402/links/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            x402Url: string | null;
        };
        PaymentDetail: {
            /**
             * @description Decimal string as priced, in the token or in USD/EUR (never a float)
             * @example 1.5
             */
            amount: string;
            /**
             * @description Still owed back to the customer in payCurrency (decimal string, "0" when nothing): what arrived and the link does not keep, minus completed refunds
             * @example 0.5
             */
            amountOwed: string;
            /** @description In the pay token */
            amountReceived: string | null;
            /**
             * @description The most a refund of the link as a whole may be, in payCurrency (decimal string): what arrived minus completed and pending refunds; a larger refund is refused with a 400
             * @example 0.5
             */
            amountRefundable: string;
            /**
             * @description Paid back by completed refunds, in payCurrency (decimal string)
             * @example 0
             */
            amountRefunded: string;
            /**
             * @description EVM networks: the chain id (1 Ethereum, 8453 Base); null on Solana
             * @example 1
             */
            chainId: number | null;
            /**
             * @description The hosted checkout page to share with the customer (email, chat, a Pay button): the customer sees the amount, QR code and wallet link there, and chooses a token or network when the link offers several
             * @example https://paylink.example/payment/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            checkoutUrl: string;
            completedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /**
             * @description As priced: a token (SOL, USDC...) or USD/EUR
             * @example USDC
             */
            currency: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            failureReason: string | null;
            /** @description COMPLETED links: `confirmed` when completed, `finalized` once every transfer that paid it is final on its chain (Solana finalized commitment, EVM finalized block, 6 Bitcoin blocks); null before */
            finality: ("confirmed" | "finalized") | null;
            /** @description When the link became final (see finality); null before */
            finalizedAt: string | null;
            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
            id: string;
            /** @example Order #1042 */
            label: string;
            /** @description Your own reference (the `reference` you sent) */
            merchantReference: string | null;
            message: string | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The link owes the customer money back: an overpayment, an excess transfer, a wrong token, or FAILED after money arrived */
            needsRefund: boolean;
            /** @example solana */
            network: string;
            overpaid: boolean;
            /** @description Paid over x402 (an agent on its x402Url, or your API through Paylink’s facilitator): the payer and the settlement; null otherwise */
            paidByX402: {
                payer: string;
                transactionHash: string | null;
            } | null;
            paidLate: boolean;
            /**
             * @description The exact amount the customer sends, in payCurrency: rounded up to its decimals for a link priced in USD/EUR, plus the link’s unique offset on networks that tell links apart by amount (EVM networks, Bitcoin at a shared address)
             * @example 0.1
             */
            payAmount: string;
            /** @description Tokens the customer may choose from on the hosted page */
            payCurrencies: string[];
            /** @example SOL */
            payCurrency: string;
            payerAddress: string | null;
            /**
             * @description What a wallet opens: Solana Pay on Solana, EIP-681 on EVM networks, BIP21 on Bitcoin
             * @example ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=10000042
             */
            paymentUrl: string;
            /** @description Links priced in USD/EUR with several networks: the network/token pairs the customer chooses from (network and payCurrency are the chosen one); null otherwise */
            payOptions: components["schemas"]["PayOption"][] | null;
            /** @description What a refund of the link as a whole would be, in payCurrency, were you to prepare one now */
            proposedRefund: components["schemas"]["ProposedRefund"];
            /** @description QR PNG as a data URL (also at /api/payments/{id}/qr.png) */
            qrCodeData: string;
            /** @description Links priced in USD/EUR: the rate behind payAmount; null for token-priced links */
            quote: components["schemas"]["Quote"] | null;
            /**
             * @description The public receipt of a COMPLETED link (`<APP_URL>/receipt/<id>`: printable page; signed JSON and PDF under /api/receipts); null before
             * @example https://paylink.example/receipt/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            receiptUrl: string | null;
            recipientAddress: string;
            /** @description Solana Pay reference key of this link */
            reference: string;
            /** @description Every refund prepared for the link, newest first */
            refunds: components["schemas"]["Refund"][];
            /**
             * @description Solana links: the Solana Pay URL (same as paymentUrl); null on other networks
             * @example solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=1.5&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&reference=…
             */
            solanaPayUrl: string | null;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            transactionHash: string | null;
            /**
             * @description Solana links: the Solana Pay transaction-request URL. A wallet POSTs its account to the link and gets the transaction to sign (USDC: Paylink pays the network fee); null on other networks
             * @example solana:https%3A%2F%2Fpaylink.example%2Fapi%2Fpayments%2Fpay_7Hq3YvJ8kLmN2pQrStUvWx%2Ftransaction-request
             */
            transactionRequestUrl: string | null;
            transactionSignature: string | null;
            /** @description Every confirmed transaction that carried the link’s reference, oldest first */
            transfers: {
                amount: string | null;
                amountOwed: string;
                amountRefundable: string;
                baseUnits: string | null;
                blockTime: string | null;
                currency: string | null;
                /** @description Pass it as transferId to refund this transfer */
                id: string;
                mint: string | null;
                /** @enum {string} */
                outcome: "counted" | "rejected" | "excess";
                payer: string | null;
                proposedRefund: components["schemas"]["ProposedRefund"] | null;
                reason: ("transaction_failed" | "wrong_token" | "wrong_recipient" | "underpaid" | "not_a_transfer" | "already_used") | null;
                signature: string;
                slot: string;
            }[];
            /** @description Transfers seen (Bitcoin mempool, or fewer blocks than required) but not final yet: they never count until final */
            unconfirmedTransfers: {
                amount: string;
                confirmations: number;
                signature: string;
            }[];
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            updatedAt: string;
            verifiedAt: string | null;
            webhookUrl: string | null;
            /**
             * @description While open, in USDC on an EVM network or Solana: where an agent pays the link over HTTP 402 (x402 v2, "exact" scheme: a signed USDC authorization, or on Solana a partly signed USDC transfer; Paylink pays the gas or fee); null otherwise
             * @example https://paylink.example/api/x402/links/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            x402Url: string | null;
        };
        PaymentDetailInput: {
            /**
             * @description Decimal string as priced, in the token or in USD/EUR (never a float)
             * @example 1.5
             */
            amount: string;
            /**
             * @description Still owed back to the customer in payCurrency (decimal string, "0" when nothing): what arrived and the link does not keep, minus completed refunds
             * @example 0.5
             */
            amountOwed: string;
            /** @description In the pay token */
            amountReceived: string | null;
            /**
             * @description The most a refund of the link as a whole may be, in payCurrency (decimal string): what arrived minus completed and pending refunds; a larger refund is refused with a 400
             * @example 0.5
             */
            amountRefundable: string;
            /**
             * @description Paid back by completed refunds, in payCurrency (decimal string)
             * @example 0
             */
            amountRefunded: string;
            /**
             * @description EVM networks: the chain id (1 Ethereum, 8453 Base); null on Solana
             * @example 1
             */
            chainId: number | null;
            /**
             * @description The hosted checkout page to share with the customer (email, chat, a Pay button): the customer sees the amount, QR code and wallet link there, and chooses a token or network when the link offers several
             * @example https://paylink.example/payment/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            checkoutUrl: string;
            completedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /**
             * @description As priced: a token (SOL, USDC...) or USD/EUR
             * @example USDC
             */
            currency: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            failureReason: string | null;
            /** @description COMPLETED links: `confirmed` when completed, `finalized` once every transfer that paid it is final on its chain (Solana finalized commitment, EVM finalized block, 6 Bitcoin blocks); null before */
            finality: ("confirmed" | "finalized") | null;
            /** @description When the link became final (see finality); null before */
            finalizedAt: string | null;
            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
            id: string;
            /** @example Order #1042 */
            label: string;
            /** @description Your own reference (the `reference` you sent) */
            merchantReference: string | null;
            message: string | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The link owes the customer money back: an overpayment, an excess transfer, a wrong token, or FAILED after money arrived */
            needsRefund: boolean;
            /** @example solana */
            network: string;
            overpaid: boolean;
            /** @description Paid over x402 (an agent on its x402Url, or your API through Paylink’s facilitator): the payer and the settlement; null otherwise */
            paidByX402: {
                payer: string;
                transactionHash: string | null;
            } | null;
            paidLate: boolean;
            /**
             * @description The exact amount the customer sends, in payCurrency: rounded up to its decimals for a link priced in USD/EUR, plus the link’s unique offset on networks that tell links apart by amount (EVM networks, Bitcoin at a shared address)
             * @example 0.1
             */
            payAmount: string;
            /** @description Tokens the customer may choose from on the hosted page */
            payCurrencies: string[];
            /** @example SOL */
            payCurrency: string;
            payerAddress: string | null;
            /**
             * @description What a wallet opens: Solana Pay on Solana, EIP-681 on EVM networks, BIP21 on Bitcoin
             * @example ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=10000042
             */
            paymentUrl: string;
            /** @description Links priced in USD/EUR with several networks: the network/token pairs the customer chooses from (network and payCurrency are the chosen one); null otherwise */
            payOptions: components["schemas"]["PayOptionInput"][] | null;
            /** @description What a refund of the link as a whole would be, in payCurrency, were you to prepare one now */
            proposedRefund: components["schemas"]["ProposedRefundInput"];
            /** @description QR PNG as a data URL (also at /api/payments/{id}/qr.png) */
            qrCodeData: string;
            /** @description Links priced in USD/EUR: the rate behind payAmount; null for token-priced links */
            quote: components["schemas"]["QuoteInput"] | null;
            /**
             * @description The public receipt of a COMPLETED link (`<APP_URL>/receipt/<id>`: printable page; signed JSON and PDF under /api/receipts); null before
             * @example https://paylink.example/receipt/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            receiptUrl: string | null;
            recipientAddress: string;
            /** @description Solana Pay reference key of this link */
            reference: string;
            /** @description Every refund prepared for the link, newest first */
            refunds: components["schemas"]["RefundInput"][];
            /**
             * @description Solana links: the Solana Pay URL (same as paymentUrl); null on other networks
             * @example solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=1.5&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&reference=…
             */
            solanaPayUrl: string | null;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            transactionHash: string | null;
            /**
             * @description Solana links: the Solana Pay transaction-request URL. A wallet POSTs its account to the link and gets the transaction to sign (USDC: Paylink pays the network fee); null on other networks
             * @example solana:https%3A%2F%2Fpaylink.example%2Fapi%2Fpayments%2Fpay_7Hq3YvJ8kLmN2pQrStUvWx%2Ftransaction-request
             */
            transactionRequestUrl: string | null;
            transactionSignature: string | null;
            /** @description Every confirmed transaction that carried the link’s reference, oldest first */
            transfers: {
                amount: string | null;
                amountOwed: string;
                amountRefundable: string;
                baseUnits: string | null;
                blockTime: string | null;
                currency: string | null;
                /** @description Pass it as transferId to refund this transfer */
                id: string;
                mint: string | null;
                /** @enum {string} */
                outcome: "counted" | "rejected" | "excess";
                payer: string | null;
                proposedRefund: components["schemas"]["ProposedRefundInput"] | null;
                reason: ("transaction_failed" | "wrong_token" | "wrong_recipient" | "underpaid" | "not_a_transfer" | "already_used") | null;
                signature: string;
                slot: string;
            }[];
            /** @description Transfers seen (Bitcoin mempool, or fewer blocks than required) but not final yet: they never count until final */
            unconfirmedTransfers: {
                amount: string;
                confirmations: number;
                signature: string;
            }[];
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            updatedAt: string;
            verifiedAt: string | null;
            webhookUrl: string | null;
            /**
             * @description While open, in USDC on an EVM network or Solana: where an agent pays the link over HTTP 402 (x402 v2, "exact" scheme: a signed USDC authorization, or on Solana a partly signed USDC transfer; Paylink pays the gas or fee); null otherwise
             * @example https://paylink.example/api/x402/links/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            x402Url: string | null;
        };
        PaymentInput: {
            /**
             * @description Decimal string as priced, in the token or in USD/EUR (never a float)
             * @example 1.5
             */
            amount: string;
            /**
             * @description Still owed back to the customer in payCurrency (decimal string, "0" when nothing): what arrived and the link does not keep, minus completed refunds
             * @example 0.5
             */
            amountOwed: string;
            /** @description In the pay token */
            amountReceived: string | null;
            /**
             * @description Paid back by completed refunds, in payCurrency (decimal string)
             * @example 0
             */
            amountRefunded: string;
            /**
             * @description EVM networks: the chain id (1 Ethereum, 8453 Base); null on Solana
             * @example 1
             */
            chainId: number | null;
            /**
             * @description The hosted checkout page to share with the customer (email, chat, a Pay button): the customer sees the amount, QR code and wallet link there, and chooses a token or network when the link offers several
             * @example https://paylink.example/payment/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            checkoutUrl: string;
            completedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /**
             * @description As priced: a token (SOL, USDC...) or USD/EUR
             * @example USDC
             */
            currency: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            failureReason: string | null;
            /** @description COMPLETED links: `confirmed` when completed, `finalized` once every transfer that paid it is final on its chain (Solana finalized commitment, EVM finalized block, 6 Bitcoin blocks); null before */
            finality: ("confirmed" | "finalized") | null;
            /** @description When the link became final (see finality); null before */
            finalizedAt: string | null;
            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
            id: string;
            /** @example Order #1042 */
            label: string;
            /** @description Your own reference (the `reference` you sent) */
            merchantReference: string | null;
            message: string | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The link owes the customer money back: an overpayment, an excess transfer, a wrong token, or FAILED after money arrived */
            needsRefund: boolean;
            /** @example solana */
            network: string;
            overpaid: boolean;
            paidLate: boolean;
            /**
             * @description The exact amount the customer sends, in payCurrency: rounded up to its decimals for a link priced in USD/EUR, plus the link’s unique offset on networks that tell links apart by amount (EVM networks, Bitcoin at a shared address)
             * @example 0.1
             */
            payAmount: string;
            /** @description Tokens the customer may choose from on the hosted page */
            payCurrencies: string[];
            /** @example SOL */
            payCurrency: string;
            payerAddress: string | null;
            /**
             * @description What a wallet opens: Solana Pay on Solana, EIP-681 on EVM networks, BIP21 on Bitcoin
             * @example ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=10000042
             */
            paymentUrl: string;
            /** @description Links priced in USD/EUR with several networks: the network/token pairs the customer chooses from (network and payCurrency are the chosen one); null otherwise */
            payOptions: components["schemas"]["PayOptionInput"][] | null;
            /** @description QR PNG as a data URL (also at /api/payments/{id}/qr.png) */
            qrCodeData: string;
            /** @description Links priced in USD/EUR: the rate behind payAmount; null for token-priced links */
            quote: components["schemas"]["QuoteInput"] | null;
            /**
             * @description The public receipt of a COMPLETED link (`<APP_URL>/receipt/<id>`: printable page; signed JSON and PDF under /api/receipts); null before
             * @example https://paylink.example/receipt/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            receiptUrl: string | null;
            recipientAddress: string;
            /** @description Solana Pay reference key of this link */
            reference: string;
            /**
             * @description Solana links: the Solana Pay URL (same as paymentUrl); null on other networks
             * @example solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=1.5&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&reference=…
             */
            solanaPayUrl: string | null;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            transactionHash: string | null;
            /**
             * @description Solana links: the Solana Pay transaction-request URL. A wallet POSTs its account to the link and gets the transaction to sign (USDC: Paylink pays the network fee); null on other networks
             * @example solana:https%3A%2F%2Fpaylink.example%2Fapi%2Fpayments%2Fpay_7Hq3YvJ8kLmN2pQrStUvWx%2Ftransaction-request
             */
            transactionRequestUrl: string | null;
            transactionSignature: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            updatedAt: string;
            verifiedAt: string | null;
            webhookUrl: string | null;
            /**
             * @description While open, in USDC on an EVM network or Solana: where an agent pays the link over HTTP 402 (x402 v2, "exact" scheme: a signed USDC authorization, or on Solana a partly signed USDC transfer; Paylink pays the gas or fee); null otherwise
             * @example https://paylink.example/api/x402/links/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            x402Url: string | null;
        };
        PaymentSettings: {
            /**
             * @description When links become COMPLETED and payment.completed is sent: `confirmation` (default), or `finality` (every transfer that paid the link is final on its chain; until then the link stays PENDING with finality `confirmed`)
             * @enum {string}
             */
            completeAt: "confirmation" | "finality";
        };
        PaymentSettingsInput: {
            /**
             * @description When links become COMPLETED and payment.completed is sent: `confirmation` (default), or `finality` (every transfer that paid the link is final on its chain; until then the link stays PENDING with finality `confirmed`)
             * @enum {string}
             */
            completeAt: "confirmation" | "finality";
        };
        PayOption: {
            /** @example USDC */
            currency: string;
            /** @example base */
            network: string;
        };
        PayOptionInput: {
            /** @example USDC */
            currency: string;
            /** @example base */
            network: string;
        };
        ProposedRefund: {
            /**
             * @description The proposed amount (decimal string): what is owed minus pending refunds, else everything refundable
             * @example 0.05
             */
            amount: string;
            /** @description Per wallet that paid in this token, what it sent (still refundable): the default to offer each payer when payers differ */
            byPayer: {
                /**
                 * @description What this wallet sent that may still be refunded (decimal string)
                 * @example 0.099
                 */
                amount: string;
                /** @description The wallet; null for transfers whose sender cannot be told */
                payer: string | null;
                /** @description Its transfers, oldest first (refund each with its transferId) */
                transferIds: string[];
            }[];
            /** @example SOL */
            currency: string;
            /** @description The transfers it draws on came from more than one wallet: refund each transfer on its own, or name the address */
            payersDiffer: boolean;
            /**
             * @description The most this refund may be (decimal string); a larger one is refused with a 400
             * @example 0.15
             */
            refundable: string;
            /** @description The transfers a refund of `amount` draws on, oldest first */
            sources: {
                /**
                 * @description What of the refund this transfer covers (decimal string)
                 * @example 0.099
                 */
                amount: string;
                /** @description Who sent the transfer; null when it cannot be told (a program moved it) */
                payer: string | null;
                transferId: string;
            }[];
            /** @description Where it goes when you send no `to`: the one wallet that paid what it refunds; null when you must name the address (payer unknown, or several wallets) */
            to: string | null;
            /** @description The transfer it refunds; null for a refund of the link as a whole */
            transferId: string | null;
        };
        ProposedRefundInput: {
            /**
             * @description The proposed amount (decimal string): what is owed minus pending refunds, else everything refundable
             * @example 0.05
             */
            amount: string;
            /** @description Per wallet that paid in this token, what it sent (still refundable): the default to offer each payer when payers differ */
            byPayer: {
                /**
                 * @description What this wallet sent that may still be refunded (decimal string)
                 * @example 0.099
                 */
                amount: string;
                /** @description The wallet; null for transfers whose sender cannot be told */
                payer: string | null;
                /** @description Its transfers, oldest first (refund each with its transferId) */
                transferIds: string[];
            }[];
            /** @example SOL */
            currency: string;
            /** @description The transfers it draws on came from more than one wallet: refund each transfer on its own, or name the address */
            payersDiffer: boolean;
            /**
             * @description The most this refund may be (decimal string); a larger one is refused with a 400
             * @example 0.15
             */
            refundable: string;
            /** @description The transfers a refund of `amount` draws on, oldest first */
            sources: {
                /**
                 * @description What of the refund this transfer covers (decimal string)
                 * @example 0.099
                 */
                amount: string;
                /** @description Who sent the transfer; null when it cannot be told (a program moved it) */
                payer: string | null;
                transferId: string;
            }[];
            /** @description Where it goes when you send no `to`: the one wallet that paid what it refunds; null when you must name the address (payer unknown, or several wallets) */
            to: string | null;
            /** @description The transfer it refunds; null for a refund of the link as a whole */
            transferId: string | null;
        };
        /** @description What a paying customer may see: never metadata, webhook URL or merchant data beyond their name */
        PublicPayment: {
            /**
             * @description Decimal string as priced, in the token or in USD/EUR (never a float)
             * @example 1.5
             */
            amount: string;
            /**
             * @description Sum of counted transfers (decimal string)
             * @example 0.03
             */
            amountReceived: string;
            /**
             * @description What the merchant’s completed refunds paid back (decimal string, pay token)
             * @example 0
             */
            amountRefunded: string;
            /**
             * @description What is left to pay (decimal string)
             * @example 0.02
             */
            amountRemaining: string;
            /**
             * @description While open: seen arriving but not final yet (decimal string; counts only once confirmed)
             * @example 0
             */
            amountUnconfirmed: string;
            /**
             * @description EVM networks: the chain id (1 Ethereum, 8453 Base); null on Solana
             * @example 1
             */
            chainId: number | null;
            /**
             * @description The hosted checkout page to share with the customer (email, chat, a Pay button): the customer sees the amount, QR code and wallet link there, and chooses a token or network when the link offers several
             * @example https://paylink.example/payment/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            checkoutUrl: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /**
             * @description As priced: a token (SOL, USDC...) or USD/EUR
             * @example USDC
             */
            currency: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            failureReason: string | null;
            /** @description COMPLETED links: `confirmed` when completed, `finalized` once every transfer that paid it is final on its chain (Solana finalized commitment, EVM finalized block, 6 Bitcoin blocks); null before */
            finality: ("confirmed" | "finalized") | null;
            /** @description When the link became final (see finality); null before */
            finalizedAt: string | null;
            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
            id: string;
            /** @example Order #1042 */
            label: string;
            /**
             * @description The name of the merchant being paid (their account's name; null for a credit purchase or once the account is deleted)
             * @example Acme Coffee
             */
            merchantName: string | null;
            message: string | null;
            /** @example solana */
            network: string;
            /**
             * @description The exact amount the customer sends, in payCurrency: rounded up to its decimals for a link priced in USD/EUR, plus the link’s unique offset on networks that tell links apart by amount (EVM networks, Bitcoin at a shared address)
             * @example 0.1
             */
            payAmount: string;
            /** @description Tokens the customer may choose from on the hosted page */
            payCurrencies: string[];
            /** @example SOL */
            payCurrency: string;
            /**
             * @description What a wallet opens: Solana Pay on Solana, EIP-681 on EVM networks, BIP21 on Bitcoin
             * @example ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=10000042
             */
            paymentUrl: string;
            /** @description Links priced in USD/EUR with several networks: the network/token pairs the customer chooses from (network and payCurrency are the chosen one); null otherwise */
            payOptions: components["schemas"]["PayOption"][] | null;
            /** @description QR PNG as a data URL (also at /api/payments/{id}/qr.png) */
            qrCodeData: string;
            /** @description Links priced in USD/EUR: the rate behind payAmount; null for token-priced links */
            quote: components["schemas"]["Quote"] | null;
            /**
             * @description The public receipt of a COMPLETED link (`<APP_URL>/receipt/<id>`: printable page; signed JSON and PDF under /api/receipts); null before
             * @example https://paylink.example/receipt/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            receiptUrl: string | null;
            recipientAddress: string;
            /** @description While open: why the latest rejected transfer did not count */
            rejectedReason: string | null;
            remainingQrCodeData: string | null;
            /** @description While open and partly paid: a Solana Pay URL for what is left (same reference) */
            remainingSolanaPayUrl: string | null;
            /**
             * @description Where the hosted page offers to go back once the link is COMPLETED (the return URL of the pay button that opened it); null otherwise
             * @example https://shop.example/thanks
             */
            returnUrl: string | null;
            /**
             * @description Solana links: the Solana Pay URL (same as paymentUrl); null on other networks
             * @example solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=1.5&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&reference=…
             */
            solanaPayUrl: string | null;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            /** @description While open, on Solana: the QR of transactionRequestUrl (the hosted page shows it by default) */
            transactionRequestQrCodeData: string | null;
            /**
             * @description Solana links: the Solana Pay transaction-request URL. A wallet POSTs its account to the link and gets the transaction to sign (USDC: Paylink pays the network fee); null on other networks
             * @example solana:https%3A%2F%2Fpaylink.example%2Fapi%2Fpayments%2Fpay_7Hq3YvJ8kLmN2pQrStUvWx%2Ftransaction-request
             */
            transactionRequestUrl: string | null;
            transactionSignature: string | null;
            verifiedAt: string | null;
            /**
             * @description While open, in USDC on an EVM network or Solana: where an agent pays the link over HTTP 402 (x402 v2, "exact" scheme: a signed USDC authorization, or on Solana a partly signed USDC transfer; Paylink pays the gas or fee); null otherwise
             * @example https://paylink.example/api/x402/links/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            x402Url: string | null;
        };
        /** @description What a paying customer may see: never metadata, webhook URL or merchant data beyond their name */
        PublicPaymentInput: {
            /**
             * @description Decimal string as priced, in the token or in USD/EUR (never a float)
             * @example 1.5
             */
            amount: string;
            /**
             * @description Sum of counted transfers (decimal string)
             * @example 0.03
             */
            amountReceived: string;
            /**
             * @description What the merchant’s completed refunds paid back (decimal string, pay token)
             * @example 0
             */
            amountRefunded: string;
            /**
             * @description What is left to pay (decimal string)
             * @example 0.02
             */
            amountRemaining: string;
            /**
             * @description While open: seen arriving but not final yet (decimal string; counts only once confirmed)
             * @example 0
             */
            amountUnconfirmed: string;
            /**
             * @description EVM networks: the chain id (1 Ethereum, 8453 Base); null on Solana
             * @example 1
             */
            chainId: number | null;
            /**
             * @description The hosted checkout page to share with the customer (email, chat, a Pay button): the customer sees the amount, QR code and wallet link there, and chooses a token or network when the link offers several
             * @example https://paylink.example/payment/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            checkoutUrl: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /**
             * @description As priced: a token (SOL, USDC...) or USD/EUR
             * @example USDC
             */
            currency: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            failureReason: string | null;
            /** @description COMPLETED links: `confirmed` when completed, `finalized` once every transfer that paid it is final on its chain (Solana finalized commitment, EVM finalized block, 6 Bitcoin blocks); null before */
            finality: ("confirmed" | "finalized") | null;
            /** @description When the link became final (see finality); null before */
            finalizedAt: string | null;
            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
            id: string;
            /** @example Order #1042 */
            label: string;
            /**
             * @description The name of the merchant being paid (their account's name; null for a credit purchase or once the account is deleted)
             * @example Acme Coffee
             */
            merchantName: string | null;
            message: string | null;
            /** @example solana */
            network: string;
            /**
             * @description The exact amount the customer sends, in payCurrency: rounded up to its decimals for a link priced in USD/EUR, plus the link’s unique offset on networks that tell links apart by amount (EVM networks, Bitcoin at a shared address)
             * @example 0.1
             */
            payAmount: string;
            /** @description Tokens the customer may choose from on the hosted page */
            payCurrencies: string[];
            /** @example SOL */
            payCurrency: string;
            /**
             * @description What a wallet opens: Solana Pay on Solana, EIP-681 on EVM networks, BIP21 on Bitcoin
             * @example ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=10000042
             */
            paymentUrl: string;
            /** @description Links priced in USD/EUR with several networks: the network/token pairs the customer chooses from (network and payCurrency are the chosen one); null otherwise */
            payOptions: components["schemas"]["PayOptionInput"][] | null;
            /** @description QR PNG as a data URL (also at /api/payments/{id}/qr.png) */
            qrCodeData: string;
            /** @description Links priced in USD/EUR: the rate behind payAmount; null for token-priced links */
            quote: components["schemas"]["QuoteInput"] | null;
            /**
             * @description The public receipt of a COMPLETED link (`<APP_URL>/receipt/<id>`: printable page; signed JSON and PDF under /api/receipts); null before
             * @example https://paylink.example/receipt/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            receiptUrl: string | null;
            recipientAddress: string;
            /** @description While open: why the latest rejected transfer did not count */
            rejectedReason: string | null;
            remainingQrCodeData: string | null;
            /** @description While open and partly paid: a Solana Pay URL for what is left (same reference) */
            remainingSolanaPayUrl: string | null;
            /**
             * @description Where the hosted page offers to go back once the link is COMPLETED (the return URL of the pay button that opened it); null otherwise
             * @example https://shop.example/thanks
             */
            returnUrl: string | null;
            /**
             * @description Solana links: the Solana Pay URL (same as paymentUrl); null on other networks
             * @example solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=1.5&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&reference=…
             */
            solanaPayUrl: string | null;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            /** @description While open, on Solana: the QR of transactionRequestUrl (the hosted page shows it by default) */
            transactionRequestQrCodeData: string | null;
            /**
             * @description Solana links: the Solana Pay transaction-request URL. A wallet POSTs its account to the link and gets the transaction to sign (USDC: Paylink pays the network fee); null on other networks
             * @example solana:https%3A%2F%2Fpaylink.example%2Fapi%2Fpayments%2Fpay_7Hq3YvJ8kLmN2pQrStUvWx%2Ftransaction-request
             */
            transactionRequestUrl: string | null;
            transactionSignature: string | null;
            verifiedAt: string | null;
            /**
             * @description While open, in USDC on an EVM network or Solana: where an agent pays the link over HTTP 402 (x402 v2, "exact" scheme: a signed USDC authorization, or on Solana a partly signed USDC transfer; Paylink pays the gas or fee); null otherwise
             * @example https://paylink.example/api/x402/links/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            x402Url: string | null;
        };
        PublicRefundClaim: {
            /** @description The address the customer gave, once ANSWERED */
            address: string | null;
            /**
             * @description Decimal string in `currency`
             * @example 0.0005
             */
            amount: string;
            /**
             * @description The chain the address must belong to
             * @enum {string}
             */
            bitcoinNetwork: "mainnet" | "testnet4" | "signet" | "regtest";
            /** @example BTC */
            currency: string;
            /**
             * Format: date-time
             * @description An OPEN claim not answered by then becomes EXPIRED
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            /** @description The payment link’s label */
            label: string;
            /** @enum {string} */
            status: "OPEN" | "ANSWERED" | "EXPIRED";
        };
        PublicRefundClaimInput: {
            /** @description The address the customer gave, once ANSWERED */
            address: string | null;
            /**
             * @description Decimal string in `currency`
             * @example 0.0005
             */
            amount: string;
            /**
             * @description The chain the address must belong to
             * @enum {string}
             */
            bitcoinNetwork: "mainnet" | "testnet4" | "signet" | "regtest";
            /** @example BTC */
            currency: string;
            /**
             * Format: date-time
             * @description An OPEN claim not answered by then becomes EXPIRED
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            /** @description The payment link’s label */
            label: string;
            /** @enum {string} */
            status: "OPEN" | "ANSWERED" | "EXPIRED";
        };
        Quote: {
            /**
             * Format: date-time
             * @description The token amount is held until then (plus 2 minutes of grace)
             */
            expiresAt: string;
            /** Format: date-time */
            quotedAt: string;
            /**
             * @description Price of one pay token in the priced currency (decimal string)
             * @example 250
             */
            rate: string;
            /**
             * @description Where the rate came from
             * @example offline
             */
            source: string;
        };
        QuoteInput: {
            /**
             * Format: date-time
             * @description The token amount is held until then (plus 2 minutes of grace)
             */
            expiresAt: string;
            /** Format: date-time */
            quotedAt: string;
            /**
             * @description Price of one pay token in the priced currency (decimal string)
             * @example 250
             */
            rate: string;
            /**
             * @description Where the rate came from
             * @example offline
             */
            source: string;
        };
        Receipt: {
            /**
             * @description What the link asked, in `currency` (the token it was paid in)
             * @example 12.5
             */
            amount: string;
            /**
             * @description A decimal string in the token (or fiat) named beside it
             * @example 12.5
             */
            amountReceived: string;
            /** @description The token paid, by its address: the mint (Solana) or contract (EVM) of `currency`, so a verifier can tell the real USDC from a token named alike; null for the native coin (SOL, ETH, BTC) */
            asset: string | null;
            currency: string;
            explorerUrl: string | null;
            /** @description The USD/EUR price of a link priced in fiat; null when priced in a token */
            fiat: {
                /**
                 * @description A decimal string in the token (or fiat) named beside it
                 * @example 12.5
                 */
                amount: string;
                currency: string;
            } | null;
            /** @description When this receipt was signed (Unix seconds) */
            iat: number;
            label: string | null;
            /** @description The merchant account id (null once the merchant deleted their account) */
            merchant: string | null;
            /** @description The merchant's name when the receipt was signed (null once the merchant deleted their account) */
            merchantName: string | null;
            /**
             * @example solana
             * @example base
             */
            network: string;
            paidAt: string;
            payer: string | null;
            paymentId: string;
            /** @description The merchant wallet that received the payment */
            recipient: string;
            refunds: {
                /**
                 * @description A decimal string in the token (or fiat) named beside it
                 * @example 12.5
                 */
                amount: string;
                completedAt: string | null;
                currency: string;
                /** @enum {string} */
                status: "PENDING" | "COMPLETED" | "EXPIRED";
                transaction: string | null;
            }[];
            /** @description This receipt’s page, https://<app>/receipt/<paymentId> */
            resourceUrl: string;
            /** @constant */
            status: "COMPLETED";
            /** @description The transaction that completed the link (signature, hash or txid) */
            transaction: string;
            /** @constant */
            version: 1;
        };
        ReceiptInput: {
            /**
             * @description What the link asked, in `currency` (the token it was paid in)
             * @example 12.5
             */
            amount: string;
            /**
             * @description A decimal string in the token (or fiat) named beside it
             * @example 12.5
             */
            amountReceived: string;
            /** @description The token paid, by its address: the mint (Solana) or contract (EVM) of `currency`, so a verifier can tell the real USDC from a token named alike; null for the native coin (SOL, ETH, BTC) */
            asset: string | null;
            currency: string;
            explorerUrl: string | null;
            /** @description The USD/EUR price of a link priced in fiat; null when priced in a token */
            fiat: {
                /**
                 * @description A decimal string in the token (or fiat) named beside it
                 * @example 12.5
                 */
                amount: string;
                currency: string;
            } | null;
            /** @description When this receipt was signed (Unix seconds) */
            iat: number;
            label: string | null;
            /** @description The merchant account id (null once the merchant deleted their account) */
            merchant: string | null;
            /** @description The merchant's name when the receipt was signed (null once the merchant deleted their account) */
            merchantName: string | null;
            /**
             * @example solana
             * @example base
             */
            network: string;
            paidAt: string;
            payer: string | null;
            paymentId: string;
            /** @description The merchant wallet that received the payment */
            recipient: string;
            refunds: {
                /**
                 * @description A decimal string in the token (or fiat) named beside it
                 * @example 12.5
                 */
                amount: string;
                completedAt: string | null;
                currency: string;
                /** @enum {string} */
                status: "PENDING" | "COMPLETED" | "EXPIRED";
                transaction: string | null;
            }[];
            /** @description This receipt’s page, https://<app>/receipt/<paymentId> */
            resourceUrl: string;
            /** @constant */
            status: "COMPLETED";
            /** @description The transaction that completed the link (signature, hash or txid) */
            transaction: string;
            /** @constant */
            version: 1;
        };
        Refund: {
            /**
             * @description Decimal string in `currency`
             * @example 0.5
             */
            amount: string;
            completedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /** @example USDC */
            currency: string;
            /**
             * Format: date-time
             * @description A PENDING refund not paid by then becomes EXPIRED
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            /** @example rfd_4kPq9TnV2xYbC7dE8fGh1j */
            id: string;
            /** @example solana */
            network: string;
            paymentId: string;
            /**
             * @description What the merchant’s wallet opens to pay the refund: a Solana Pay URL (with the refund’s reference), an EIP-681 URL (EVM) or a BIP21 URI (Bitcoin)
             * @example solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=0.5&reference=…&label=Refund%20Order%20%231042&memo=rfd_…
             */
            paymentUrl: string;
            /** @description QR PNG of paymentUrl as a data URL */
            qrCodeData: string;
            reason: string | null;
            /** @description Solana: the reference key the refund’s transaction carries; EVM: an internal id */
            reference: string;
            /** @description The transaction that paid the refund (signature or hash), once COMPLETED */
            signature: string | null;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED";
            /** @description Where the refund goes: the payer, or the address the merchant entered */
            to: string;
            /** @description The transfer refunded; null for a refund of the link as a whole */
            transferId: string | null;
        };
        RefundClaim: {
            /** @description The address the customer gave, once ANSWERED */
            address: string | null;
            /**
             * @description Decimal string in `currency`
             * @example 0.0005
             */
            amount: string;
            answeredAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /** @example BTC */
            currency: string;
            /**
             * Format: date-time
             * @description An OPEN claim not answered by then becomes EXPIRED
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            /** @example rcl_4kPq9TnV2xYbC7dE8fGh1j */
            id: string;
            paymentId: string;
            reason: string | null;
            /** @description The refund the answer prepared (its BIP21 request is in the link’s refunds) */
            refundId: string | null;
            /** @enum {string} */
            status: "OPEN" | "ANSWERED" | "EXPIRED";
            transferId: string | null;
        };
        RefundClaimInput: {
            /** @description The address the customer gave, once ANSWERED */
            address: string | null;
            /**
             * @description Decimal string in `currency`
             * @example 0.0005
             */
            amount: string;
            answeredAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /** @example BTC */
            currency: string;
            /**
             * Format: date-time
             * @description An OPEN claim not answered by then becomes EXPIRED
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            /** @example rcl_4kPq9TnV2xYbC7dE8fGh1j */
            id: string;
            paymentId: string;
            reason: string | null;
            /** @description The refund the answer prepared (its BIP21 request is in the link’s refunds) */
            refundId: string | null;
            /** @enum {string} */
            status: "OPEN" | "ANSWERED" | "EXPIRED";
            transferId: string | null;
        };
        RefundInput: {
            /**
             * @description Decimal string in `currency`
             * @example 0.5
             */
            amount: string;
            completedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /** @example USDC */
            currency: string;
            /**
             * Format: date-time
             * @description A PENDING refund not paid by then becomes EXPIRED
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            /** @example rfd_4kPq9TnV2xYbC7dE8fGh1j */
            id: string;
            /** @example solana */
            network: string;
            paymentId: string;
            /**
             * @description What the merchant’s wallet opens to pay the refund: a Solana Pay URL (with the refund’s reference), an EIP-681 URL (EVM) or a BIP21 URI (Bitcoin)
             * @example solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=0.5&reference=…&label=Refund%20Order%20%231042&memo=rfd_…
             */
            paymentUrl: string;
            /** @description QR PNG of paymentUrl as a data URL */
            qrCodeData: string;
            reason: string | null;
            /** @description Solana: the reference key the refund’s transaction carries; EVM: an internal id */
            reference: string;
            /** @description The transaction that paid the refund (signature or hash), once COMPLETED */
            signature: string | null;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED";
            /** @description Where the refund goes: the payer, or the address the merchant entered */
            to: string;
            /** @description The transfer refunded; null for a refund of the link as a whole */
            transferId: string | null;
        };
        /** @description A payment link and the refund it would propose */
        RetrievedPaymentLink: {
            /**
             * @description Decimal string as priced, in the token or in USD/EUR (never a float)
             * @example 1.5
             */
            amount: string;
            /**
             * @description Still owed back to the customer in payCurrency (decimal string, "0" when nothing): what arrived and the link does not keep, minus completed refunds
             * @example 0.5
             */
            amountOwed: string;
            /** @description In the pay token */
            amountReceived: string | null;
            /**
             * @description Paid back by completed refunds, in payCurrency (decimal string)
             * @example 0
             */
            amountRefunded: string;
            /**
             * @description EVM networks: the chain id (1 Ethereum, 8453 Base); null on Solana
             * @example 1
             */
            chainId: number | null;
            /**
             * @description The hosted checkout page to share with the customer (email, chat, a Pay button): the customer sees the amount, QR code and wallet link there, and chooses a token or network when the link offers several
             * @example https://paylink.example/payment/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            checkoutUrl: string;
            completedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /**
             * @description As priced: a token (SOL, USDC...) or USD/EUR
             * @example USDC
             */
            currency: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            failureReason: string | null;
            /** @description COMPLETED links: `confirmed` when completed, `finalized` once every transfer that paid it is final on its chain (Solana finalized commitment, EVM finalized block, 6 Bitcoin blocks); null before */
            finality: ("confirmed" | "finalized") | null;
            /** @description When the link became final (see finality); null before */
            finalizedAt: string | null;
            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
            id: string;
            /** @example Order #1042 */
            label: string;
            /** @description Your own reference (the `reference` you sent) */
            merchantReference: string | null;
            message: string | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The link owes the customer money back: an overpayment, an excess transfer, a wrong token, or FAILED after money arrived */
            needsRefund: boolean;
            /** @example solana */
            network: string;
            overpaid: boolean;
            paidLate: boolean;
            /**
             * @description The exact amount the customer sends, in payCurrency: rounded up to its decimals for a link priced in USD/EUR, plus the link’s unique offset on networks that tell links apart by amount (EVM networks, Bitcoin at a shared address)
             * @example 0.1
             */
            payAmount: string;
            /** @description Tokens the customer may choose from on the hosted page */
            payCurrencies: string[];
            /** @example SOL */
            payCurrency: string;
            payerAddress: string | null;
            /**
             * @description What a wallet opens: Solana Pay on Solana, EIP-681 on EVM networks, BIP21 on Bitcoin
             * @example ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=10000042
             */
            paymentUrl: string;
            /** @description Links priced in USD/EUR with several networks: the network/token pairs the customer chooses from (network and payCurrency are the chosen one); null otherwise */
            payOptions: components["schemas"]["PayOption"][] | null;
            /** @description What a refund of the link as a whole would be, in payCurrency, were you to prepare one now (POST …/refunds without amount and to) */
            proposedRefund: components["schemas"]["ProposedRefund"];
            /** @description QR PNG as a data URL (also at /api/payments/{id}/qr.png) */
            qrCodeData: string;
            /** @description Links priced in USD/EUR: the rate behind payAmount; null for token-priced links */
            quote: components["schemas"]["Quote"] | null;
            /**
             * @description The public receipt of a COMPLETED link (`<APP_URL>/receipt/<id>`: printable page; signed JSON and PDF under /api/receipts); null before
             * @example https://paylink.example/receipt/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            receiptUrl: string | null;
            recipientAddress: string;
            /** @description Solana Pay reference key of this link */
            reference: string;
            /**
             * @description Solana links: the Solana Pay URL (same as paymentUrl); null on other networks
             * @example solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=1.5&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&reference=…
             */
            solanaPayUrl: string | null;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            transactionHash: string | null;
            /**
             * @description Solana links: the Solana Pay transaction-request URL. A wallet POSTs its account to the link and gets the transaction to sign (USDC: Paylink pays the network fee); null on other networks
             * @example solana:https%3A%2F%2Fpaylink.example%2Fapi%2Fpayments%2Fpay_7Hq3YvJ8kLmN2pQrStUvWx%2Ftransaction-request
             */
            transactionRequestUrl: string | null;
            transactionSignature: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            updatedAt: string;
            verifiedAt: string | null;
            webhookUrl: string | null;
            /**
             * @description While open, in USDC on an EVM network or Solana: where an agent pays the link over HTTP 402 (x402 v2, "exact" scheme: a signed USDC authorization, or on Solana a partly signed USDC transfer; Paylink pays the gas or fee); null otherwise
             * @example https://paylink.example/api/x402/links/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            x402Url: string | null;
        };
        /** @description A payment link and the refund it would propose */
        RetrievedPaymentLinkInput: {
            /**
             * @description Decimal string as priced, in the token or in USD/EUR (never a float)
             * @example 1.5
             */
            amount: string;
            /**
             * @description Still owed back to the customer in payCurrency (decimal string, "0" when nothing): what arrived and the link does not keep, minus completed refunds
             * @example 0.5
             */
            amountOwed: string;
            /** @description In the pay token */
            amountReceived: string | null;
            /**
             * @description Paid back by completed refunds, in payCurrency (decimal string)
             * @example 0
             */
            amountRefunded: string;
            /**
             * @description EVM networks: the chain id (1 Ethereum, 8453 Base); null on Solana
             * @example 1
             */
            chainId: number | null;
            /**
             * @description The hosted checkout page to share with the customer (email, chat, a Pay button): the customer sees the amount, QR code and wallet link there, and chooses a token or network when the link offers several
             * @example https://paylink.example/payment/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            checkoutUrl: string;
            completedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            createdAt: string;
            /**
             * @description As priced: a token (SOL, USDC...) or USD/EUR
             * @example USDC
             */
            currency: string;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            expiresAt: string;
            failureReason: string | null;
            /** @description COMPLETED links: `confirmed` when completed, `finalized` once every transfer that paid it is final on its chain (Solana finalized commitment, EVM finalized block, 6 Bitcoin blocks); null before */
            finality: ("confirmed" | "finalized") | null;
            /** @description When the link became final (see finality); null before */
            finalizedAt: string | null;
            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
            id: string;
            /** @example Order #1042 */
            label: string;
            /** @description Your own reference (the `reference` you sent) */
            merchantReference: string | null;
            message: string | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The link owes the customer money back: an overpayment, an excess transfer, a wrong token, or FAILED after money arrived */
            needsRefund: boolean;
            /** @example solana */
            network: string;
            overpaid: boolean;
            paidLate: boolean;
            /**
             * @description The exact amount the customer sends, in payCurrency: rounded up to its decimals for a link priced in USD/EUR, plus the link’s unique offset on networks that tell links apart by amount (EVM networks, Bitcoin at a shared address)
             * @example 0.1
             */
            payAmount: string;
            /** @description Tokens the customer may choose from on the hosted page */
            payCurrencies: string[];
            /** @example SOL */
            payCurrency: string;
            payerAddress: string | null;
            /**
             * @description What a wallet opens: Solana Pay on Solana, EIP-681 on EVM networks, BIP21 on Bitcoin
             * @example ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=10000042
             */
            paymentUrl: string;
            /** @description Links priced in USD/EUR with several networks: the network/token pairs the customer chooses from (network and payCurrency are the chosen one); null otherwise */
            payOptions: components["schemas"]["PayOptionInput"][] | null;
            /** @description What a refund of the link as a whole would be, in payCurrency, were you to prepare one now (POST …/refunds without amount and to) */
            proposedRefund: components["schemas"]["ProposedRefundInput"];
            /** @description QR PNG as a data URL (also at /api/payments/{id}/qr.png) */
            qrCodeData: string;
            /** @description Links priced in USD/EUR: the rate behind payAmount; null for token-priced links */
            quote: components["schemas"]["QuoteInput"] | null;
            /**
             * @description The public receipt of a COMPLETED link (`<APP_URL>/receipt/<id>`: printable page; signed JSON and PDF under /api/receipts); null before
             * @example https://paylink.example/receipt/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            receiptUrl: string | null;
            recipientAddress: string;
            /** @description Solana Pay reference key of this link */
            reference: string;
            /**
             * @description Solana links: the Solana Pay URL (same as paymentUrl); null on other networks
             * @example solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=1.5&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&reference=…
             */
            solanaPayUrl: string | null;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            transactionHash: string | null;
            /**
             * @description Solana links: the Solana Pay transaction-request URL. A wallet POSTs its account to the link and gets the transaction to sign (USDC: Paylink pays the network fee); null on other networks
             * @example solana:https%3A%2F%2Fpaylink.example%2Fapi%2Fpayments%2Fpay_7Hq3YvJ8kLmN2pQrStUvWx%2Ftransaction-request
             */
            transactionRequestUrl: string | null;
            transactionSignature: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T10:00:00.000Z
             */
            updatedAt: string;
            verifiedAt: string | null;
            webhookUrl: string | null;
            /**
             * @description While open, in USDC on an EVM network or Solana: where an agent pays the link over HTTP 402 (x402 v2, "exact" scheme: a signed USDC authorization, or on Solana a partly signed USDC transfer; Paylink pays the gas or fee); null otherwise
             * @example https://paylink.example/api/x402/links/pay_7Hq3YvJ8kLmN2pQrStUvWx
             */
            x402Url: string | null;
        };
        SubscriptionPlan: {
            credits: number;
            currency: string;
            description: string;
            displayName: string;
            features: string[];
            id: string;
            isActive: boolean;
            isMonthly: boolean;
            name: string;
            price: string;
            sortOrder: number;
            tier: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
        };
        SubscriptionPlanInput: {
            credits: number;
            currency: string;
            description: string;
            displayName: string;
            features: string[];
            id: string;
            isActive: boolean;
            isMonthly: boolean;
            name: string;
            price: string;
            sortOrder: number;
            tier: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
        };
        UnmatchedTransfer: {
            /**
             * @description Decimal string in the token unit
             * @example 3
             */
            amount: string;
            blockTime: string | null;
            createdAt: string;
            /** @example USDC */
            currency: string;
            /** @example utr_7Hq3YvJ8kLmN2pQrStUvWx */
            id: string;
            /** @example ethereum */
            network: string;
            payer: string | null;
            /** @description The link it was assigned to */
            paymentId: string | null;
            /** @description Why it paid no link (null: recorded before reasons were kept) */
            reason: ("wrong_amount" | "link_ended" | "no_open_link" | "no_reference" | "other_pay_option") | null;
            recipient: string;
            /** @description Transaction hash (EVM) or signature (Solana) */
            signature: string;
            /** @enum {string} */
            status: "open" | "assigned" | "dismissed";
        };
        UnmatchedTransferInput: {
            /**
             * @description Decimal string in the token unit
             * @example 3
             */
            amount: string;
            blockTime: string | null;
            createdAt: string;
            /** @example USDC */
            currency: string;
            /** @example utr_7Hq3YvJ8kLmN2pQrStUvWx */
            id: string;
            /** @example ethereum */
            network: string;
            payer: string | null;
            /** @description The link it was assigned to */
            paymentId: string | null;
            /** @description Why it paid no link (null: recorded before reasons were kept) */
            reason: ("wrong_amount" | "link_ended" | "no_open_link" | "no_reference" | "other_pay_option") | null;
            recipient: string;
            /** @description Transaction hash (EVM) or signature (Solana) */
            signature: string;
            /** @enum {string} */
            status: "open" | "assigned" | "dismissed";
        };
        User: {
            btcAddress: string | null;
            btcXpub: string | null;
            createdAt: string;
            email: string;
            emailVerified: boolean;
            ethAddress: string | null;
            hasPassword: boolean;
            id: string;
            isAdmin: boolean;
            /** @enum {string} */
            status: "ACTIVE" | "INACTIVE" | "SUSPENDED";
            subscriptionStatus: string | null;
            subscriptionTier: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
            totalPayments: number;
            transactionCredits: number;
            twoFactorEnabled: boolean;
            walletAddress: string | null;
        };
        UserInput: {
            btcAddress: string | null;
            btcXpub: string | null;
            createdAt: string;
            email: string;
            emailVerified: boolean;
            ethAddress: string | null;
            hasPassword: boolean;
            id: string;
            isAdmin: boolean;
            /** @enum {string} */
            status: "ACTIVE" | "INACTIVE" | "SUSPENDED";
            subscriptionStatus: string | null;
            subscriptionTier: ("STARTER" | "GROWTH" | "ENTERPRISE") | null;
            totalPayments: number;
            transactionCredits: number;
            twoFactorEnabled: boolean;
            walletAddress: string | null;
        };
        WalletProof: {
            address: string;
            expiresAt: string;
            /** @description Sign exactly this text (UTF-8) with the wallet of `address` */
            message: string;
            /** @description Single use; send it back with the signature */
            nonce: string;
        };
        WalletProofInput: {
            address: string;
            expiresAt: string;
            /** @description Sign exactly this text (UTF-8) with the wallet of `address` */
            message: string;
            /** @description Single use; send it back with the signature */
            nonce: string;
        };
        /** @description Payment required: the `PAYMENT-REQUIRED` header carries x402 v2’s requirements (base64 JSON; `error` says why a payment sent was refused); the body repeats them for v1 clients as `x402Version: 1` and `accepts` */
        X402PaymentRequired: components["schemas"]["Error"];
        /** @description Payment required: the `PAYMENT-REQUIRED` header carries x402 v2’s requirements (base64 JSON; `error` says why a payment sent was refused); the body repeats them for v1 clients as `x402Version: 1` and `accepts` */
        X402PaymentRequiredInput: components["schemas"]["ErrorInput"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    webhook_payment_completed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        transfer?: {
                            /** @description Decimal string in the transfer’s own token; null when the token is unknown */
                            amount: string | null;
                            currency: string | null;
                            signature: string;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.completed";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.completed";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.created";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.created";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_excess_received: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        /** @description The transaction that caused the event */
                        transfer: {
                            /** @description Decimal string in the transfer’s own token; null when the token is unknown */
                            amount: string | null;
                            currency: string | null;
                            signature: string;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.excess_received";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.excess_received";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_expired: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.expired";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.expired";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        transfer?: {
                            /** @description Decimal string in the transfer’s own token; null when the token is unknown */
                            amount: string | null;
                            currency: string | null;
                            signature: string;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.failed";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.failed";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_finalized: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.finalized";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.finalized";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_overpaid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        /**
                         * @description Owed back to the customer now, in pay_currency (decimal string)
                         * @example 0.01
                         */
                        amount_owed: string;
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        /** @description The transaction that caused the event */
                        transfer: {
                            /** @description Decimal string in the transfer’s own token; null when the token is unknown */
                            amount: string | null;
                            currency: string | null;
                            signature: string;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.overpaid";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.overpaid";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_paid_late: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        /** @description The transaction that caused the event */
                        transfer: {
                            /** @description Decimal string in the transfer’s own token; null when the token is unknown */
                            amount: string | null;
                            currency: string | null;
                            signature: string;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.paid_late";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.paid_late";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_partially_paid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        /**
                         * @description What is left to pay, in pay_currency (decimal string)
                         * @example 0.03
                         */
                        amount_remaining: string;
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        /** @description The transaction that caused the event */
                        transfer: {
                            /** @description Decimal string in the transfer’s own token; null when the token is unknown */
                            amount: string | null;
                            currency: string | null;
                            signature: string;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.partially_paid";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.partially_paid";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_refunded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        /** @description The refund that was paid */
                        refund: {
                            /** @description Decimal string in `currency` */
                            amount: string;
                            completed_at: string | null;
                            created_at: string;
                            currency: string;
                            id: string;
                            reason: string | null;
                            signature: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED";
                            to: string;
                            transfer_id: string | null;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.refunded";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.refunded";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_reversed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        /** @description The transaction that caused the event */
                        transfer: {
                            /** @description Decimal string in the transfer’s own token; null when the token is unknown */
                            amount: string | null;
                            currency: string | null;
                            signature: string;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.reversed";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.reversed";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_wrong_token: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        payment: {
                            /** @description The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat */
                            amount: string;
                            /** @description Sum of counted transfers (decimal string, in pay_currency), null before any */
                            amount_received: string | null;
                            /** @description The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer */
                            checkout_url: string;
                            completed_at: string | null;
                            /** @description The currency of `amount`: a token, or USD/EUR */
                            currency: string;
                            failure_reason: string | null;
                            /** @description COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before */
                            finality: ("confirmed" | "finalized") | null;
                            finalized_at: string | null;
                            /** @example pay_7Hq3YvJ8kLmN2pQrStUvWx */
                            id: string;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description The network paid on: for a link with pay options, the chosen option’s
                             * @example base
                             */
                            network: string;
                            /** @description What the customer sends, in pay_currency (equals amount for a link priced in a token) */
                            pay_amount: string;
                            /** @description The token paid in: for a link with pay options, the chosen option’s */
                            pay_currency: string;
                            quoted_at: string | null;
                            /** @description Fiat per token of the quote, for a link priced in USD/EUR */
                            rate: string | null;
                            rate_source: string | null;
                            /** @description The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before */
                            receipt_url: string | null;
                            /** @description Your own reference (the `reference` you sent) */
                            reference: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                            /** @description Solana links: the Solana Pay transaction-request URL; null on EVM networks */
                            transaction_request_url: string | null;
                            transaction_signature: string | null;
                        };
                        /** @description The transaction that caused the event */
                        transfer: {
                            /** @description Decimal string in the transfer’s own token; null when the token is unknown */
                            amount: string | null;
                            currency: string | null;
                            signature: string;
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "payment.wrong_token";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "payment.wrong_token";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_ping: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "ping";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "ping";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_subscription_activated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        subscription: {
                            cancel_reason: ("customer" | "merchant" | "unpaid") | null;
                            canceled_at: string | null;
                            /** @enum {string} */
                            collection: "push";
                            /** @description Kept when canceled: the end of what was paid for */
                            current_period_end: string | null;
                            current_period_start: string | null;
                            /** @description The customer’s email */
                            email: string;
                            /** @example sub_9TnV2xYb3kPq */
                            id: string;
                            /** @description The link the event concerns: the first link, the renewal paid, or the renewal left unpaid */
                            payment_id: string;
                            plan_id: string;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "subscription.activated";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "subscription.activated";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_subscription_canceled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        subscription: {
                            cancel_reason: ("customer" | "merchant" | "unpaid") | null;
                            canceled_at: string | null;
                            /** @enum {string} */
                            collection: "push";
                            /** @description Kept when canceled: the end of what was paid for */
                            current_period_end: string | null;
                            current_period_start: string | null;
                            /** @description The customer’s email */
                            email: string;
                            /** @example sub_9TnV2xYb3kPq */
                            id: string;
                            /** @description The link the event concerns: the first link, the renewal paid, or the renewal left unpaid */
                            payment_id: string;
                            plan_id: string;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "subscription.canceled";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "subscription.canceled";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_subscription_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        subscription: {
                            cancel_reason: ("customer" | "merchant" | "unpaid") | null;
                            canceled_at: string | null;
                            /** @enum {string} */
                            collection: "push";
                            /** @description Kept when canceled: the end of what was paid for */
                            current_period_end: string | null;
                            current_period_start: string | null;
                            /** @description The customer’s email */
                            email: string;
                            /** @example sub_9TnV2xYb3kPq */
                            id: string;
                            /** @description The link the event concerns: the first link, the renewal paid, or the renewal left unpaid */
                            payment_id: string;
                            plan_id: string;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "subscription.created";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "subscription.created";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_subscription_past_due: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        subscription: {
                            cancel_reason: ("customer" | "merchant" | "unpaid") | null;
                            canceled_at: string | null;
                            /** @enum {string} */
                            collection: "push";
                            /** @description Kept when canceled: the end of what was paid for */
                            current_period_end: string | null;
                            current_period_start: string | null;
                            /** @description The customer’s email */
                            email: string;
                            /** @example sub_9TnV2xYb3kPq */
                            id: string;
                            /** @description The link the event concerns: the first link, the renewal paid, or the renewal left unpaid */
                            payment_id: string;
                            plan_id: string;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "subscription.past_due";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "subscription.past_due";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_subscription_renewed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event_id of the body */
                "paylink-event-id": string;
                /** @description Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation */
                "paylink-signature": string;
                /** @description Standard Webhooks: the event_id of the body */
                "webhook-id": string;
                /** @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret */
                "webhook-signature": string;
                /** @description Standard Webhooks: unix seconds when this attempt was signed */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:00:00.000Z
                     */
                    created_at: string;
                    data: {
                        subscription: {
                            cancel_reason: ("customer" | "merchant" | "unpaid") | null;
                            canceled_at: string | null;
                            /** @enum {string} */
                            collection: "push";
                            /** @description Kept when canceled: the end of what was paid for */
                            current_period_end: string | null;
                            current_period_start: string | null;
                            /** @description The customer’s email */
                            email: string;
                            /** @example sub_9TnV2xYb3kPq */
                            id: string;
                            /** @description The link the event concerns: the first link, the renewal paid, or the renewal left unpaid */
                            payment_id: string;
                            plan_id: string;
                            /** @enum {string} */
                            status: "INCOMPLETE" | "ACTIVE" | "PAST_DUE" | "CANCELED";
                        };
                        user: {
                            email: string;
                            id: string;
                        };
                    };
                    /**
                     * @description Unique per event and the same on every retry: use it to drop duplicates
                     * @example evt_3kPq9TnV2xYb
                     */
                    event_id: string;
                    /** @constant */
                    event_type: "subscription.renewed";
                    /**
                     * @description Same as event_type
                     * @constant
                     */
                    type: "subscription.renewed";
                };
            };
        };
        responses: {
            /** @description Received. Any other answer (or none within 10 s) is retried with backoff for 3 days. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
