import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/**
 * The admin CRUD endpoints for one kind of offer (subscription plans, credit pricing): GET `path` answers
 * `{ [listField]: Item[] }`, POST `path` creates, PUT `path/:id` updates, DELETE `path/:id` deletes.
 */
export function offerApi<Item, Input>(path: string, listField: string) {
  const queryKey = adminKeys.offers(listField);

  function useList() {
    return useQuery({ queryKey, queryFn: async () => (await api<Record<string, Item[]>>(path))[listField] ?? [] });
  }

  function useSave() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ id, body }: { id?: string; body: Input }) =>
        id ? api(`${path}/${id}`, { method: 'PUT', body }) : api(path, { method: 'POST', body }),
      onSuccess: () => client.invalidateQueries({ queryKey }),
    });
  }

  function useDelete() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (id: string) => api(`${path}/${id}`, { method: 'DELETE' }),
      onSuccess: () => client.invalidateQueries({ queryKey }),
    });
  }

  return { useList, useSave, useDelete };
}
