import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, clientTypesSource } from './client-types';
import { buildOpenApiDocument } from './openapi-document';

it('the committed @paylink/client types are generated from the current document (else run npm run generate:client)', async () => {
  const committed = await readFile(CLIENT_TYPES_FILE, 'utf8');
  expect(
    committed === (await clientTypesSource(await buildOpenApiDocument())),
    'packages/client/src/openapi.ts is stale: run npm run generate:client',
  ).toBe(true);
  // Builds the whole app on a fresh database and generates the types: slow on a loaded machine.
}, 180_000);
