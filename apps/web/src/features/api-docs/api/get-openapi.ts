import { useQuery } from '@tanstack/react-query';
import { apiDocsKeys } from './query-keys';

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The server's generated OpenAPI document (the endpoint reference is rendered from it). */
export function useOpenApi() {
  return useQuery({
    queryKey: apiDocsKeys.openapi(),
    queryFn: async () => {
      const res = await fetch('/api/openapi.json');
      if (!res.ok) throw new Error(`Failed to load the API reference (${res.status})`);
      return (await res.json()) as OpenApiDocument;
    },
    staleTime: Infinity,
  });
}
