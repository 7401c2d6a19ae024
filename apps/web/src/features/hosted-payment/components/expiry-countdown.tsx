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

export function ExpiryCountdown({ remainingMs }: { remainingMs: number }) {
  return (
    <p className="text-sm text-gray-600" data-testid="countdown">
      Payment expires in <span className="font-mono font-semibold text-gray-900">{formatRemaining(remainingMs)}</span>
    </p>
  );
}
