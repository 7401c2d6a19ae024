import type { ReactNode } from 'react';

/**
 * The /api-docs Overview's "Where you sell" part: the three places besides the dashboard and the API (issue 55), in
 * brief, each pointing to where it is set up or described in full.
 */
export function SellingPlaces({ C }: { C: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <div className="space-y-2" data-testid="docs-selling-places">
      <h3 className="font-semibold text-gray-900">Where you sell</h3>
      <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed text-gray-700">
        <li data-testid="docs-selling-pos">
          <strong>At a counter: the point of sale.</strong> <C>/pos</C> (Dashboard, Point of sale) is a keypad for a
          tablet or phone: key in the amount, Charge, and the customer scans a full-screen QR; it shows Paid only once
          the link is <C>COMPLETED</C>, and a shift view lists today&apos;s sales with a CSV. Sign the device in as a
          team member with the <strong>cashier</strong> role (Settings, Team): a cashier may open the POS, charge sales
          (one credit each) and see today&apos;s POS sales, nothing else. Settings, Team lists the member&apos;s devices
          and signs one out remotely.
        </li>
        <li data-testid="docs-selling-pay-buttons">
          <strong>On any site, no backend: pay buttons.</strong> Configure a button (Dashboard, Pay Buttons) with a
          fixed price or the customer&apos;s amount within bounds, then paste its <C>{'<script>'}</C> tag or plain{' '}
          <C>{'<a href>'}</C> (see{' '}
          <a href="#merchant-integration" className="text-indigo-600 underline">
            Merchant Integration
          </a>
          ). Each click opens one link, limited per button and per visitor each minute and in open unpaid links; a
          paused button opens none.
        </li>
        <li data-testid="docs-selling-medusa">
          <strong>In a Medusa store: the payment provider.</strong> <C>@paylink/medusa-payment-paylink</C> creates a
          link per payment session and follows it to authorized (see the{' '}
          <a href="#medusa" className="text-indigo-600 underline">
            Medusa section
          </a>{' '}
          of the E-commerce Guide).
        </li>
      </ul>
    </div>
  );
}
