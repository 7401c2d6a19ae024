/** User-facing texts from SPEC sections 5 and 8, word for word. */
export const MSG = {
  invalidEmail: 'Invalid email',
  emailRequired: 'Email is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  passwordMin8: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  passwordsMustMatch: 'Passwords must match',
  confirmPasswordRequired: 'Confirm password is required',
  invalidSolana: 'Please enter a valid Solana wallet address',
  invalidBitcoin: 'Please enter a valid Bitcoin wallet address',
  invalidEthereum: 'Please enter a valid Ethereum wallet address',
  atLeastOneWallet: 'Please enter at least one wallet address',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified:
    'Please verify your email address before logging in. Check your inbox for the verification link.',
  insufficientCredits: 'Insufficient credits. Please purchase more credits.',
  needOneCredit: 'You need at least 1 credit to create a payment link.',
  paymentNotFound: 'Payment not found',
  revokeApiKeyConfirm: 'Are you sure you want to revoke your API key? This will break any existing integrations.',
  apiKeyGenerated: 'API key generated successfully!',
  apiKeyRevoked: 'API key revoked successfully',
  apiKeyGenerateFailed: 'Failed to generate API key',
  apiKeyRevokeFailed: 'Failed to revoke API key',
  noVerificationToken: 'No verification token provided',
  /** Issue 29: a receiving address belongs to one account. */
  addressTaken: 'This address is already used by another account',
} as const;
