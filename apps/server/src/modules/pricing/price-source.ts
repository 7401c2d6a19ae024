/** USD prices of what a link can be priced or paid in ("SOL", "ETH", "EUR"...), as decimal strings, and how old they are. */
export interface UsdPrices {
  prices: Readonly<Record<string, string>>;
  /** Prices the feed gives in EUR directly (EURC): a EUR-priced link paid in one is quoted from it, not via USD. */
  eurPrices?: Readonly<Record<string, string>>;
  /** When the prices were observed at their origin (not when we fetched them). */
  at: Date;
  source: string;
}

/** What readiness reports about the prices (`GET /api/health`). */
export interface PriceHealth {
  /**
   * ok: the newest answer is in use; refused: the feed answered but its prices were not trusted (no time, too old,
   * or moved beyond PRICE_MAX_MOVE_PERCENT from the last good price); unavailable: the feed could not be read;
   * unknown: not asked yet.
   */
  status: 'ok' | 'refused' | 'unavailable' | 'unknown';
  source: string;
  /** When the last good prices were observed at their origin; null before the first good answer. */
  pricesAt: Date | null;
  /** Why the newest answer was not used; null when it was. */
  reason: string | null;
}

/** One interface, two implementations: the offline fixed prices and the HTTP feed (see README, Pricing). */
export interface PriceSource {
  /** Throws PriceUnavailableError when no trustworthy price can be had. */
  usdPrices(): Promise<UsdPrices>;
  health(): PriceHealth;
}

export class PriceUnavailableError extends Error {}

/** The feed answered, but with prices that must not be used (see PriceHealth 'refused'). */
export class PriceRefusedError extends PriceUnavailableError {}
