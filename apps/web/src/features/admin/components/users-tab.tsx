import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_MSG, type User } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Table } from '../../../components/ui/table';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useAdminUsers, useDeleteUser } from '../api/users';
import { AdjustCreditsModal } from './adjust-credits-modal';
import { CreateUserModal } from './create-user-modal';
import { EditUserModal } from './edit-user-modal';

/** SPEC section 9: the user search waits 500 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 500;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const STATUS_TONE = { ACTIVE: 'green', INACTIVE: 'gray', SUSPENDED: 'red' } as const;

type Dialog = { kind: 'create' } | { kind: 'edit'; user: User } | { kind: 'adjust'; user: User } | null;

export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [pageState, setPageState] = useState({ search, page: 1 });
  // A new search starts again from page 1.
  const page = pageState.search === search ? pageState.page : 1;
  const users = useAdminUsers({ search, page });
  const deleteUser = useDeleteUser();
  const [dialog, setDialog] = useState<Dialog>(null);

  useEffect(() => {
    if (users.error) toast.error(errorMessage(users.error, ADMIN_MSG.loadFailed));
  }, [users.error]);

  async function handleDelete(user: User) {
    const ok = window.confirm(
      `Are you sure you want to delete ${user.email}? This cannot be undone. The account, its API keys and sessions are removed; its payments are kept for accounting, detached from the account.`,
    );
    if (!ok) return;
    try {
      await deleteUser.mutateAsync(user.id);
      toast.success('User deleted successfully');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to delete user'));
    }
  }

  const list = users.data;
  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-gray-100 px-6 py-4 sm:flex-row sm:items-end sm:justify-between">
        <Input
          label="Search users by email"
          type="search"
          placeholder="name@example.com"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          data-testid="admin-user-search"
          className="sm:w-80"
        />
        <Button onClick={() => setDialog({ kind: 'create' })} data-testid="admin-create-user">
          Create User
        </Button>
      </div>

      {users.isPending ? (
        <Spinner label="Loading users..." className="py-12" />
      ) : users.isError ? (
        <ErrorState
          variant="block"
          className="m-6"
          data-testid="admin-users-error"
          message={errorMessage(users.error, ADMIN_MSG.loadFailed)}
          onRetry={() => void users.refetch()}
        />
      ) : list && list.users.length === 0 ? (
        <p className="px-6 py-12 text-center text-sm text-gray-500" data-testid="admin-users-empty">
          {search ? `No users match "${search}".` : 'No users yet.'}
        </p>
      ) : (
        <Table
          variant="boxed"
          stacked
          columns={[
            {
              header: 'Email',
              cell: (u) => (
                <>
                  <span className="font-medium text-gray-900">{u.email}</span>
                  {u.isAdmin && (
                    <Badge tone="blue" className="ml-2">
                      Admin
                    </Badge>
                  )}
                  {u.reviewReason && (
                    <span title={u.reviewReason}>
                      <Badge tone="red" className="ml-2" data-testid="admin-user-review">
                        Needs review
                      </Badge>
                    </span>
                  )}
                </>
              ),
            },
            { header: 'Credits', cell: (u) => <span data-testid="admin-user-credits">{u.transactionCredits}</span> },
            {
              header: 'Status',
              cell: (u) => (
                <Badge tone={STATUS_TONE[u.status]} data-testid="admin-user-status">
                  {u.status}
                </Badge>
              ),
            },
            { header: 'Plan', cell: (u) => u.subscriptionTier ?? '—', className: 'text-gray-600' },
            {
              header: 'Joined',
              cell: (u) => new Date(u.createdAt).toLocaleDateString('en-US'),
              className: 'text-gray-600',
            },
            {
              header: 'Actions',
              align: 'right',
              className: 'space-x-2 whitespace-nowrap',
              cell: (u) => (
                <>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setDialog({ kind: 'edit', user: u })}
                    data-testid="admin-edit-user"
                  >
                    Edit
                  </Button>
                  {!u.isAdmin && (
                    <>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setDialog({ kind: 'adjust', user: u })}
                        data-testid="admin-adjust-credits"
                      >
                        Adjust Credits
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => void handleDelete(u)}
                        data-testid="admin-delete-user"
                      >
                        Delete
                      </Button>
                    </>
                  )}
                </>
              ),
            },
          ]}
          rows={list?.users ?? []}
          rowKey={(u) => u.id}
          rowProps={(u) => ({ 'data-testid': 'admin-user-row', 'data-email': u.email })}
        />
      )}

      {list && list.pagination.totalPages > 1 && (
        <div className="flex items-center justify-between border-t border-gray-100 px-6 py-3 text-sm text-gray-600">
          <span>
            Page {page} of {list.pagination.totalPages} ({list.pagination.total} users)
          </span>
          <div className="space-x-2">
            <Button
              size="sm"
              variant="outline"
              disabled={page <= 1}
              onClick={() => setPageState({ search, page: page - 1 })}
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={page >= list.pagination.totalPages}
              onClick={() => setPageState({ search, page: page + 1 })}
            >
              Next
            </Button>
          </div>
        </div>
      )}

      {dialog?.kind === 'create' && <CreateUserModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <EditUserModal user={dialog.user} isSelf={dialog.user.id === currentUserId} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'adjust' && <AdjustCreditsModal user={dialog.user} onClose={() => setDialog(null)} />}
    </Card>
  );
}
