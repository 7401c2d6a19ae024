/** Every API-docs query key (the API key panel's query is shared with settings, in lib/api-key-info). */
export const apiDocsKeys = {
  all: ['api-docs'] as const,
  openapi: () => [...apiDocsKeys.all, 'openapi'] as const,
};
