import { ApiError } from './api-client';

/**
 * The server's per-field validation messages (`details` of a 400: `{ path, msg }`) for the fields a form has,
 * so the form marks the field itself and not only a toast. Empty when the error names no field of the form.
 */
export function serverFieldErrors<Name extends string>(error: unknown, fields: readonly Name[]): [Name, string][] {
  if (!(error instanceof ApiError)) return [];
  const known = new Set<string>(fields);
  const marked = new Map<Name, string>();
  for (const detail of error.body.details ?? []) {
    if (known.has(detail.path) && !marked.has(detail.path as Name)) marked.set(detail.path as Name, detail.msg);
  }
  return [...marked];
}
