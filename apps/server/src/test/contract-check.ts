import { mkdirSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { RECORDED_EXAMPLES_DIR, webhooksSection, type RecordedExample } from '../plugins/openapi';

type Responses = Record<string, OpenAPIV3_1.ResponseObject>;

function newAjv(): Ajv2020 {
  // OpenAPI adds keywords (example, discriminator…) that a plain JSON Schema validator must ignore.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
/** Fastify's `/a/:id(^regex$)` as OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
const describe = (errors: ValidateFunction['errors']) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');

/**
 * The contract check: every answer the app sends in a test (inject or real HTTP) is checked against the app's own
 * OpenAPI document: the route must be documented, the status declared, and a JSON body must match the schema
 * declared for that status (JSON Schema 2020-12). A violation turns the answer into a 500 naming it (so the test
 * at hand fails) and is reported again when the test context closes. Non-JSON answers only need their content
 * type declared; hidden routes (the document itself, /embed.js) and answers for unknown routes are not checked.
 */
export function createContractCheck() {
  const violations: string[] = [];
  const ajv = newAjv();
  const validators = new Map<string, ValidateFunction>();
  let doc: OpenAPIV3_1.Document | undefined;

  function check(
    app: FastifyInstance,
    method: string,
    url: string,
    status: number,
    contentType: string,
    payload: unknown,
  ): string | null {
    if (!doc) {
      doc = app.swagger() as OpenAPIV3_1.Document;
      ajv.addSchema(doc as object, 'openapi');
    }
    const path = openApiPath(url);
    const verb = (method === 'HEAD' ? 'get' : method.toLowerCase()) as OpenAPIV3_1.HttpMethods;
    const operation = doc.paths?.[path]?.[verb];
    if (!operation) return `${method} ${path} is not in the OpenAPI document`;
    const responses = (operation.responses ?? {}) as Responses;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key)
      return `${method} ${path} answered ${status}, which it does not declare (declared: ${Object.keys(responses).join(', ')})`;
    const mediaType = contentType.split(';')[0]!.trim();
    const content = responses[key]!.content ?? {};
    if (!content[mediaType])
      return `${method} ${path} ${status} sent ${mediaType || 'no content type'}, declared: ${Object.keys(content).join(', ') || 'none'}`;
    if (mediaType !== 'application/json' || typeof payload !== 'string') return null;
    const ref = `openapi#/${pointer('paths', path, verb, 'responses', key, 'content', mediaType, 'schema')}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    const body: unknown = JSON.parse(payload);
    if (!validate(body)) return `${method} ${path} ${status} does not match its schema: ${describe(validate.errors)}`;
    if (process.env.RECORD_OPENAPI_EXAMPLES === '1') record({ method: verb, path, status: key, body });
    return null;
  }

  return {
    violations,
    /** Pass as buildApp's `instrument`. */
    install(app: FastifyInstance): void {
      app.addHook('onSend', async (request, reply, payload) => {
        const url = request.routeOptions.url;
        if (!url || request.routeOptions.schema?.hide) return payload;
        const violation = check(
          app,
          request.method,
          url,
          reply.statusCode,
          String(reply.getHeader('content-type') ?? ''),
          payload,
        );
        if (!violation) return payload;
        violations.push(violation);
        void reply.code(500).type('application/json; charset=utf-8');
        return JSON.stringify({ success: false, error: `Contract violation: ${violation}`, code: 'INTERNAL_ERROR' });
      });
    },
  };
}

/** Keeps the first real answer of each operation and status as its documented example (test files run in parallel: first write wins). */
function record(example: RecordedExample): void {
  mkdirSync(RECORDED_EXAMPLES_DIR, { recursive: true });
  const name = `${example.method}${example.path}_${example.status}`.replace(/[^\w.-]+/g, '_');
  try {
    writeFileSync(new URL(`${name}.json`, RECORDED_EXAMPLES_DIR), `${JSON.stringify(example, null, 2)}\n`, {
      flag: 'wx',
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

interface WebhookContract {
  section: ReturnType<typeof webhooksSection>;
  validators: Map<string, ValidateFunction>;
}
let webhookContract: WebhookContract | undefined;

/**
 * Built once per process, before the first delivery (the receiver runs in the test's own process, and deliveries
 * in tests time out after 1 s).
 */
export function prepareWebhookContract(): WebhookContract {
  if (webhookContract) return webhookContract;
  const section = webhooksSection();
  const ajv = newAjv();
  const validators = new Map(
    Object.entries(section).map(([type, item]) => {
      const body = item.post!.requestBody as OpenAPIV3_1.RequestBodyObject;
      return [type, ajv.compile(body.content['application/json']!.schema as object)];
    }),
  );
  webhookContract = { section, validators };
  return webhookContract;
}

/** Checks one webhook body (and its signature headers) against the document's `webhooks` section; null when it matches. */
export function webhookViolation(
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): string | null {
  const { section, validators } = prepareWebhookContract();
  let body: { type?: unknown };
  try {
    body = JSON.parse(rawBody) as { type?: unknown };
  } catch {
    return `webhook body is not JSON: ${rawBody.slice(0, 100)}`;
  }
  const type = String(body.type);
  const validate = validators.get(type);
  if (!validate) return `webhook event ${type} is not in the document's webhooks section`;
  if (!validate(body)) return `webhook ${type} does not match its schema: ${describe(validate.errors)}`;
  for (const parameter of section[type]!.post!.parameters as OpenAPIV3_1.ParameterObject[]) {
    if (parameter.required && headers[parameter.name] === undefined)
      return `webhook ${type} lacks its ${parameter.name} header`;
  }
  return null;
}
