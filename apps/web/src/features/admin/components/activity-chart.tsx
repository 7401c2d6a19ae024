import type { AdminAnalytics } from '@paylink/shared';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

const HEIGHT = 120;
const BAR = 6;
const GAP = 2;
const DAY_WIDTH = BAR * 2 + GAP + 6;

/** Signups and payment links per day for 30 days as paired bars: plain SVG, no charting library to load. */
export function ActivityChart({ days }: { days: AdminAnalytics['daily'] }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.signups, d.payments)));
  const height = (n: number) => (n / max) * HEIGHT;
  const total = days.reduce((acc, d) => ({ signups: acc.signups + d.signups, payments: acc.payments + d.payments }), {
    signups: 0,
    payments: 0,
  });
  return (
    <Card data-testid="admin-activity-chart">
      <CardHeader
        title="Last 30 days"
        description={`${total.signups} signups and ${total.payments} payment links`}
        action={
          <div className="flex gap-4 text-xs text-gray-600">
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-indigo-500" /> Signups
            </span>
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-emerald-500" /> Payments
            </span>
          </div>
        }
      />
      <CardContent>
        <svg
          role="img"
          aria-label={`Signups and payments per day, last 30 days: ${total.signups} signups, ${total.payments} payments`}
          viewBox={`0 0 ${days.length * DAY_WIDTH} ${HEIGHT + 20}`}
          className="block w-full max-w-3xl"
        >
          {days.map((d, i) => {
            const x = i * DAY_WIDTH;
            return (
              <g key={d.date}>
                <title>{`${d.date}: ${d.signups} signups, ${d.payments} payments`}</title>
                <rect
                  x={x}
                  y={HEIGHT - height(d.signups)}
                  width={BAR}
                  height={height(d.signups)}
                  className="fill-indigo-500"
                />
                <rect
                  x={x + BAR + GAP}
                  y={HEIGHT - height(d.payments)}
                  width={BAR}
                  height={height(d.payments)}
                  className="fill-emerald-500"
                />
                {i % 5 === 0 && (
                  <text x={x} y={HEIGHT + 14} className="fill-gray-500 text-[10px]">
                    {d.date.slice(5)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </CardContent>
    </Card>
  );
}
