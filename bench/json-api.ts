/** A JSON client of the product's API at `baseUrl`: the `data` of a success, or an error naming the request and the answer. */
export function jsonApi(baseUrl: string) {
  return async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { success: boolean; data: T };
    if (!res.ok || !json.success) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}
