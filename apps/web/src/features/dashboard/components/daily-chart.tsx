import type { PaymentTotals } from '@paylink/shared';
import { parseAmount } from '@paylink/shared';

/** Enough places for every token (18 on EVM): bar heights compare amounts as integers, never as floats. */
const SCALE = 18;
const HEIGHT = 80;

function units(amount: string): bigint {
  const parsed = parseAmount(amount, SCALE);
  return parsed.ok ? parsed.value : 0n;
}

interface Series {
  key: string;
  title: string;
  currency: string;
  byDay: Map<string, string>;
}

/** One series per network and token: amounts of different tokens never share a scale. */
function seriesOf(data: PaymentTotals): Series[] {
  const series = new Map<string, Series>();
  for (const row of data.totals) {
    series.set(`${row.network}:${row.currency}`, {
      key: `${row.network}:${row.currency}`,
      title: `${row.currency} on ${row.networkName}`,
      currency: row.currency,
      byDay: new Map(),
    });
  }
  for (const day of data.days) series.get(`${day.network}:${day.currency}`)?.byDay.set(day.date, day.received);
  return [...series.values()];
}

/** Received per day over the last 30 days, plain SVG bars per network and token, with the same figures as a table. */
export function DailyChart({ data, days }: { data: PaymentTotals; days: string[] }) {
  const series = seriesOf(data);
  if (series.length === 0)
    return (
      <p className="text-sm text-gray-500" data-testid="chart-empty">
        Nothing received in the last 30 days.
      </p>
    );
  return (
    <div className="space-y-6">
      {series.map((s) => {
        const amounts = days.map((day) => s.byDay.get(day) ?? '0');
        const max = amounts.reduce((m, a) => (units(a) > m ? units(a) : m), 0n);
        const width = days.length * 10;
        return (
          <figure key={s.key} data-testid="daily-chart">
            <figcaption className="mb-1 text-sm font-medium text-gray-700">{s.title}, received per day</figcaption>
            <svg
              viewBox={`0 0 ${width} ${HEIGHT}`}
              className="h-24 w-full"
              preserveAspectRatio="none"
              role="img"
              aria-label={`${s.title} received per day from ${days[0]} to ${days[days.length - 1]}; the table below lists each day`}
            >
              {amounts.map((amount, i) => {
                const h = max === 0n ? 0 : Number((units(amount) * BigInt(HEIGHT)) / max);
                return (
                  <rect key={days[i]} x={i * 10 + 1} y={HEIGHT - h} width={8} height={h} className="fill-indigo-500" />
                );
              })}
            </svg>
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer text-indigo-700">Show as a table</summary>
              <table className="mt-2 w-full text-left">
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Received ({s.currency})</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day, i) => (
                    <tr key={day}>
                      <td>{day}</td>
                      <td>{amounts[i]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </figure>
        );
      })}
    </div>
  );
}
