import { useState } from 'react';
import type { PayButton } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { Table } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { usePausePayButton, usePayButtons } from '../api/pay-buttons';
import { PayButtonForm } from './pay-button-form';

const price = (b: PayButton) =>
  b.pricing === 'fixed' ? `${b.amount} ${b.currency}` : `${b.minAmount} to ${b.maxAmount} ${b.currency}`;

/** /pay-buttons: snippets for any page (no backend) that open a link under the button's public id (issue 55). */
export function PayButtonsPage() {
  const buttons = usePayButtons();
  const pause = usePausePayButton();
  const [editing, setEditing] = useState<PayButton | 'new' | null>(null);
  const gate = useActionGate('payments:create');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-gray-900">Pay Buttons</h1>
      <Card data-testid="pay-buttons-card">
        <CardHeader
          title="Buttons"
          description="Paste a button into any page. Each click opens a payment link at the button's price (one credit each), limited per button and per visitor."
          action={
            editing === null && (
              <Button
                size="sm"
                onClick={() => setEditing('new')}
                disabledReason={gate.reason}
                data-testid="pay-button-new"
              >
                New button
              </Button>
            )
          }
        />
        <div className="space-y-4 px-6 py-4">
          {editing !== null && (
            <PayButtonForm
              key={editing === 'new' ? 'new' : editing.id}
              button={editing === 'new' ? undefined : editing}
              onDone={() => setEditing(null)}
            />
          )}
          {buttons.isPending ? (
            <Spinner label="Loading buttons..." />
          ) : buttons.isError ? (
            <ErrorState
              message={errorMessage(buttons.error, 'Failed to load buttons')}
              onRetry={() => void buttons.refetch()}
            />
          ) : buttons.data.length === 0 ? (
            <p className="text-sm text-gray-500" data-testid="pay-buttons-empty">
              No buttons yet. Create one and paste its snippet into your page.
            </p>
          ) : (
            <Table
              variant="plain"
              stacked
              rows={buttons.data}
              rowKey={(b) => b.id}
              rowProps={(b) => ({ 'data-testid': `pay-button-row-${b.id}` })}
              columns={[
                {
                  header: 'Button',
                  cell: (b) => (
                    <div>
                      <span className="font-medium text-gray-900">{b.label}</span>
                      <span className="block font-mono text-xs text-gray-500">{b.id}</span>
                    </div>
                  ),
                },
                { header: 'Price', cell: price },
                { header: 'Open links', cell: (b) => b.openLinks, align: 'right' },
                {
                  header: 'Status',
                  cell: (b) => <span data-testid={`pay-button-status-${b.id}`}>{b.paused ? 'Paused' : 'Live'}</span>,
                },
                {
                  header: '',
                  align: 'right',
                  cell: (b) => (
                    <div className="flex flex-wrap justify-end gap-2">
                      <CopyButton
                        value={b.scriptSnippet}
                        thing="Script tag"
                        label="Copy <script>"
                        testId={`pay-button-copy-script-${b.id}`}
                      />
                      <CopyButton
                        value={b.linkSnippet}
                        thing="Link"
                        label="Copy <a href>"
                        testId={`pay-button-copy-link-${b.id}`}
                      />
                      <Button size="sm" variant="outline" onClick={() => setEditing(b)} disabledReason={gate.reason}>
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        isLoading={pause.isPending && pause.variables?.id === b.id}
                        onClick={() => pause.mutate({ id: b.id, paused: !b.paused })}
                        disabledReason={gate.reason}
                        data-testid={`pay-button-pause-${b.id}`}
                      >
                        {b.paused ? 'Resume' : 'Pause'}
                      </Button>
                    </div>
                  ),
                },
              ]}
            />
          )}
        </div>
      </Card>
    </div>
  );
}
