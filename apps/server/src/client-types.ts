import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3_1 } from 'openapi-types';

/** Where the generated types of `@paylink/client` live (committed; `npm run generate:client` rewrites them). */
export const CLIENT_TYPES_FILE = new URL('../../../packages/client/src/openapi.ts', import.meta.url);

/** The TypeScript source of `@paylink/client`'s types (paths, components, webhooks) for a document. */
export async function clientTypesSource(document: OpenAPIV3_1.Document): Promise<string> {
  const ast = await openapiTS(structuredClone(document) as never, { alphabetize: true });
  return `// Generated from the OpenAPI document by \`npm run generate:client\`. Do not edit.\n\n${astToString(ast)}`;
}
