// Regenerates packages/client/src/openapi.ts from the server's live OpenAPI document builder.
import { writeFile } from 'node:fs/promises';
import { buildOpenApiDocument } from '../apps/server/src/openapi-document';
import { CLIENT_TYPES_FILE, clientTypesSource } from '../apps/server/src/client-types';

await writeFile(CLIENT_TYPES_FILE, await clientTypesSource(await buildOpenApiDocument()));
console.log(`wrote ${CLIENT_TYPES_FILE.pathname}`);
