import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../../lib/app-error';

/**
 * A tool's answer: the data as structured output, and the same JSON as text for clients that read only text. What
 * a merchant or a customer typed (labels, messages) stays a value inside that JSON, never text of its own.
 */
export function toolResult(data: object): CallToolResult {
  const json = JSON.stringify(data);
  return { content: [{ type: 'text', text: json }], structuredContent: JSON.parse(json) as Record<string, unknown> };
}

/**
 * A failed call as an MCP tool error: the API's `{ success: false, error, code }` (and the `details` naming the
 * field of bad input) as text, never a stack. An unexpected error is logged and answers the API's generic 500 sentence.
 */
export function toolError(err: unknown, log: { error(obj: object, msg: string): void }): CallToolResult {
  if (!(err instanceof AppError)) log.error({ err }, 'MCP tool failed');
  const body =
    err instanceof AppError
      ? {
          success: false,
          error: err.message,
          code: err.code,
          ...(err.extra.details ? { details: err.extra.details } : {}),
        }
      : { success: false, error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' };
  return { content: [{ type: 'text', text: JSON.stringify(body) }], isError: true };
}
