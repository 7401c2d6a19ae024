import { jsonStringifyBigint } from './json-stringify-bigint.ts';
import { RpcError } from './rpc-error.ts';
import type { RpcMethod } from './rpc-methods.ts';

interface JsonRpcRequest {
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

/** Answers one JSON-RPC 2.0 HTTP body (a single call or a batch) and returns the response body. */
export async function handleRpcRequest(methods: Record<string, RpcMethod>, body: string): Promise<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return jsonStringifyBigint({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
  }
  if (Array.isArray(parsed)) {
    const responses = [];
    for (const request of parsed) responses.push(await answer(methods, request as JsonRpcRequest));
    return jsonStringifyBigint(responses);
  }
  return jsonStringifyBigint(await answer(methods, parsed as JsonRpcRequest));
}

async function answer(methods: Record<string, RpcMethod>, request: JsonRpcRequest) {
  const id = request?.id ?? null;
  const method =
    typeof request?.method === 'string' && Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
  if (!method) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
  try {
    const result = await method(Array.isArray(request.params) ? request.params : []);
    return { jsonrpc: '2.0', id, result };
  } catch (error) {
    if (error instanceof RpcError) {
      return {
        jsonrpc: '2.0',
        id,
        error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
      };
    }
    return { jsonrpc: '2.0', id, error: { code: -32603, message: `Internal error: ${(error as Error).message}` } };
  }
}
