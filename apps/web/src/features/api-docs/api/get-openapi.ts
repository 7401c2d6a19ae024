import { useQuery } from '@tanstack/react-query';
import { apiDocsKeys } from './query-keys';

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}
/** The part of JSON Schema 2020-12 the reference shows. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
export interface WebhookOperation extends OpenApiOperation {
  parameters?: { name: string; description?: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  /** The events Paylink POSTs to webhook endpoints (OpenAPI 3.1 `webhooks`). */
  webhooks?: Record<string, { post?: WebhookOperation }>;
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
