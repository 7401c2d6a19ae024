/** USD prices of what a link can be priced or paid in ("SOL", "ETH", "EUR"...), as decimal strings, and how old they are. */
export interface UsdPrices {
  prices: Readonly<Record<string, string>>;
  /** When the prices were observed at their origin (not when we fetched them). */
  at: Date;
  source: string;
}

/** One interface, two implementations: the offline fixed prices and the HTTP feed (see README, Pricing). */
export interface PriceSource {
  /** Throws PriceUnavailableError when no trustworthy price can be had. */
  usdPrices(): Promise<UsdPrices>;
}

export class PriceUnavailableError extends Error {}
