/** The address the admin product makes an admin once its owner verifies it (ADMIN_EMAIL). */
export const E2E_ADMIN_EMAIL = 'admin-e2e@example.test';
export const FAKE_GOOGLE_CLIENT_ID = 'e2e-fake-client-id.apps.googleusercontent.com';

/**
 * Sign-ups that answer a session at once, and many of them: every file of a run signs its merchants up from one
 * address (127.0.0.1), past the 20 an hour per IP a product allows by default (that limit is tested in the server
 * suite, `routes/auth-security.test.ts`).
 */
const MANY_SIGN_UPS = { REQUIRE_EMAIL_VERIFICATION: 'false', EMAIL_RATE_LIMIT: '10000' };

/**
 * The products e2e files share, by name: each starts once per e2e worker, the first time a file asks for it, and
 * every file on it signs up its own merchants and accounts (fresh emails, fresh wallets: an address belongs to one
 * account). A product that differs from `shared` exists only because some file needs a setting the others must not
 * see; its comment says which.
 */
export const PRODUCTS = {
  /** Most files: email verification off, a Bitcoin block a second, webhooks to http://127.0.0.1 polled every 200 ms. */
  shared: {
    ...MANY_SIGN_UPS,
    BITCOIN_LOCALNET_BLOCK_SECONDS: '1',
    ALLOW_INSECURE_WEBHOOKS: 'true',
    WEBHOOK_POLL_INTERVAL_MS: '200',
  },
  /** The admin screens: ADMIN_EMAIL's account is an admin that lists and edits every user of its product. */
  admin: { ...MANY_SIGN_UPS, ADMIN_EMAIL: E2E_ADMIN_EMAIL },
  /** Google sign-in configured (its script is stubbed by the test): every other file expects no Google button. */
  google: { ...MANY_SIGN_UPS, GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID },
  /** Quotes that end after 10 s, so the hosted page's renewal is seen: other files' USD links would expire mid-test. */
  shortQuotes: { ...MANY_SIGN_UPS, QUOTE_TTL_SECONDS: '10' },
  /**
   * Polygon's and Arbitrum's local chains besides Ethereum's and Base's (EVM_LOCAL_NETWORKS, as README says): the
   * coins a newcomer offers (USDC on Polygon), and a payment sent on the wrong network (Arbitrum for Base).
   */
  moreNetworks: { ...MANY_SIGN_UPS, EVM_LOCAL_NETWORKS: 'ethereum,base,arbitrum,polygon' },
  /** The notification digest moves the product clock past midnight: no other file's links and sessions may see that day. */
  nextDay: { ...MANY_SIGN_UPS },
  /** `npm start` with nothing set: email verification on, which the sign-up flows and the landing page follow. */
  defaults: {},
} satisfies Record<string, Record<string, string>>;

export type ProductName = keyof typeof PRODUCTS;
export const PRODUCT_ORDER = Object.keys(PRODUCTS) as ProductName[];
