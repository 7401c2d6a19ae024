const SECONDS_PER_HOUR = 3600;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** mm:ss under an hour ('10:00'), otherwise hours and minutes ('23h 59m'). */
function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < SECONDS_PER_HOUR) return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
  return `${Math.floor(seconds / SECONDS_PER_HOUR)}h ${Math.floor((seconds % SECONDS_PER_HOUR) / 60)}m`;
}

/**
 * The one clock on the hosted page: the time left to pay; for a link priced in USD/EUR, while its price can be
 * renewed, the time its price is held (a new one is quoted when it ends), with the link's own expiry as a day, not
 * a second time to read (`linkExpiresAt`).
 */
export function ExpiryCountdown({ remainingMs, linkExpiresAt }: { remainingMs: number; linkExpiresAt?: string }) {
  const time = <span className="font-mono font-semibold text-gray-900">{formatRemaining(remainingMs)}</span>;
  if (!linkExpiresAt) {
    return (
      <p className="text-sm text-gray-600" data-testid="countdown">
        Payment expires in {time}
      </p>
    );
  }
  return (
    <div className="text-sm text-gray-600">
      <p data-testid="countdown">Price held for {time}</p>
      <p className="text-xs" data-testid="price-refresh">
        When it ends, the price refreshes at the current rate.
      </p>
      <p className="text-xs" data-testid="link-expiry">
        This payment link stays open until {new Date(linkExpiresAt).toLocaleDateString([], { dateStyle: 'medium' })}.
      </p>
    </div>
  );
}
