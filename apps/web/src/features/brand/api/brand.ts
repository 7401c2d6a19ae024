import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Brand, UpdateBrandInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export const brandKeys = { all: ['brand'] as const };

/** How the active account shows itself to its customers: business name, logo, accent colour. */
export function useBrand() {
  return useQuery({ queryKey: brandKeys.all, queryFn: () => api<Brand>('/api/account/brand') });
}

/** Each change answers the brand as it now is, which becomes the cached one. */
function useBrandChange<T>(request: (input: T) => Promise<Brand>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: (brand) => queryClient.setQueryData(brandKeys.all, brand) });
}

export const useUpdateBrand = () =>
  useBrandChange((input: UpdateBrandInput) => api<Brand>('/api/account/brand', { method: 'PUT', body: input }));

/** The file's bytes as base64: the server reads its type from them, never from the file's name. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const useUploadLogo = () =>
  useBrandChange(async (file: File) =>
    api<Brand>('/api/account/brand/logo', { method: 'PUT', body: { image: await base64Of(file) } }),
  );

export const useRemoveLogo = () => useBrandChange(() => api<Brand>('/api/account/brand/logo', { method: 'DELETE' }));
