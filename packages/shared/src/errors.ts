/** Machine-readable error codes shared by the API and the web app. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'FORBIDDEN_ROLE',
  'NO_ACCOUNT',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_DISABLED',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'TWO_FACTOR_REQUIRED',
  'INVALID_TWO_FACTOR_CODE',
  'INSUFFICIENT_CREDITS',
  'RATE_LIMITED',
  'PLAN_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'UNSUPPORTED_NETWORK',
  'ADDRESS_SCREENED',
  'WALLET_REQUIRED',
  'SERVICE_UNAVAILABLE',
  'PAYMENT_PROVIDER_ERROR',
  'PAYMENT_REQUIRED',
  'GONE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiSuccess<T> {
  success: true;
  data: T;
}
export interface ApiFailure {
  success: false;
  error: string;
  code: ErrorCode;
  details?: { msg: string; path: string }[];
  emailNotVerified?: boolean;
}
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
