import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { ADMIN_MSG } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-client';

interface Offer {
  id: string;
  name: string;
  displayName: string;
  isActive: boolean;
}

/** The words one kind of offer uses in its tab ("plan" / "Plan", "pricing" / "Pricing"). */
export interface OfferTabProps<Item extends Offer> {
  noun: string;
  Noun: string;
  title: string;
  description: string;
  loadingLabel: string;
  emptyText: string;
  /** Prefix of the tab's test ids: admin-create-<testId>, admin-<testId>-row, admin-edit-<testId>. */
  testId: string;
  list: UseQueryResult<Item[]>;
  remove: UseMutationResult<unknown, Error, string>;
  /** The lines under the name in each row. */
  details: (item: Item) => ReactNode;
  /** The create (no item) or edit form. */
  form: (item: Item | undefined, onClose: () => void) => ReactNode;
}

/** The admin list of one kind of offer, with create, edit and delete (SPEC section 9). */
export function OfferTab<Item extends Offer>(props: OfferTabProps<Item>) {
  const { noun, Noun, list, remove, testId } = props;
  const [editing, setEditing] = useState<Item | 'new' | null>(null);

  async function handleDelete(item: Item) {
    if (!window.confirm(`Are you sure you want to delete the ${noun} "${item.displayName}"? This cannot be undone.`))
      return;
    try {
      await remove.mutateAsync(item.id);
      toast.success(`${Noun} deleted successfully`);
    } catch (err) {
      toast.error(errorMessage(err, `Failed to delete ${noun}`));
    }
  }

  return (
    <Card>
      <CardHeader
        title={props.title}
        description={props.description}
        action={
          <Button onClick={() => setEditing('new')} data-testid={`admin-create-${testId}`}>
            Create {Noun}
          </Button>
        }
      />
      {list.isPending ? (
        <Spinner label={props.loadingLabel} className="py-12" />
      ) : list.isError ? (
        <ErrorState
          variant="block"
          className="m-6"
          message={errorMessage(list.error, ADMIN_MSG.loadFailed)}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <p className="px-6 py-12 text-center text-sm text-gray-500">{props.emptyText}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {list.data.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid={`admin-${testId}-row`}
              data-name={item.name}
            >
              <div>
                <p className="font-medium text-gray-900">
                  {item.displayName} <span className="text-xs text-gray-500">({item.name})</span>
                  {!item.isActive && (
                    <Badge tone="gray" className="ml-2">
                      Inactive
                    </Badge>
                  )}
                </p>
                {props.details(item)}
              </div>
              <div className="space-x-2 whitespace-nowrap">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(item)}
                  data-testid={`admin-edit-${testId}`}
                >
                  Edit
                </Button>
                <Button size="sm" variant="danger" onClick={() => void handleDelete(item)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && props.form(editing === 'new' ? undefined : editing, () => setEditing(null))}
    </Card>
  );
}
