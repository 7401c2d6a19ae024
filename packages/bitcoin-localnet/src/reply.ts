/** An HTTP answer: a JSON value or plain text. */
export type Reply = { status: number; json: unknown } | { status: number; text: string };

export interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** `params` are the pattern's capture groups; `body` is the request body as text. */
  handle(params: string[], body: string): Reply;
}

export const text = (body: string, status = 200): Reply => ({ status, text: body });
export const json = (body: unknown, status = 200): Reply => ({ status, json: body });
