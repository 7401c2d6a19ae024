import { useState } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { daysOf, lastDays, usePaymentTotals, type DayRange } from '../api/get-payment-totals';
import { DailyChart } from './daily-chart';

/** What completed links brought in, net of refunds, per network and token over a chosen range; the last 30 days as a chart. */
export function TotalsCard() {
  const [range, setRange] = useState<DayRange>(() => lastDays());
  const totals = usePaymentTotals(range);
  const chartRange = lastDays();
  const chart = usePaymentTotals(chartRange);
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;

  return (
    <Card>
      <CardHeader title="Totals net of refunds" />
      <CardContent className="space-y-4">
        <form className="flex flex-wrap gap-3" onSubmit={(e) => e.preventDefault()} aria-label="Date range">
          <Input
            label="From"
            type="date"
            value={range.from}
            max={range.to}
            data-testid="totals-from"
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
          <Input
            label="To"
            type="date"
            value={range.to}
            min={range.from}
            data-testid="totals-to"
            onChange={(e) => setRange({ ...range, to: e.target.value })}
          />
        </form>
        {!valid ? (
          <p className="text-sm text-red-700" role="alert">
            Choose a start day on or before the end day.
          </p>
        ) : totals.isPending ? (
          <Spinner label="Loading totals..." className="py-6" />
        ) : totals.isError ? (
          <ErrorState variant="block" message="Failed to load totals" onRetry={() => void totals.refetch()} />
        ) : totals.data.totals.length === 0 ? (
          <p className="text-sm text-gray-500" data-testid="totals-empty">
            No completed payments between {range.from} and {range.to}.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="totals-table">
              <caption className="sr-only">
                Totals from {totals.data.from} to {totals.data.to}
              </caption>
              <thead className="text-gray-500">
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    Network
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Token
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    Received
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    Refunded
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Net
                  </th>
                </tr>
              </thead>
              <tbody>
                {totals.data.totals.map((row) => (
                  <tr key={`${row.network}:${row.currency}`} className="border-t border-gray-100">
                    <td className="py-1 pr-3">{row.networkName}</td>
                    <td className="py-1 pr-3">{row.currency}</td>
                    <td className="py-1 pr-3 text-right font-mono">{row.received}</td>
                    <td className="py-1 pr-3 text-right font-mono">{row.refunded}</td>
                    <td className="py-1 text-right font-mono font-semibold">{row.net}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h3 className="text-sm font-semibold text-gray-900">Last 30 days</h3>
        {chart.isPending ? (
          <Spinner label="Loading chart..." className="py-6" />
        ) : chart.isError ? (
          <ErrorState variant="block" message="Failed to load the chart" onRetry={() => void chart.refetch()} />
        ) : (
          <DailyChart data={chart.data} days={daysOf(chartRange)} />
        )}
      </CardContent>
    </Card>
  );
}
