/** A date as the team screens show it ("Nov 28, 2026"). */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
