import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { isJSONRPCRequest, isJSONRPCResultResponse, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { fetchWithRetry } from '@paylink/client';

/**
 * Carries MCP messages between a local assistant (stdin/stdout) and the server's /mcp endpoint (Streamable HTTP)
 * with the API key as bearer token: the tools, their rules and the resource updates are the server's, so stdio and
 * HTTP clients get the same answers. A 429 is retried after Retry-After (@paylink/client); a request the server
 * refuses gets a JSON-RPC error with the server's answer. Resolves once either side closes.
 */
export async function bridgeStdioToHttp(options: {
  url: URL;
  apiKey: string;
  log: (line: string) => void;
}): Promise<void> {
  const retrying = fetchWithRetry(globalThis.fetch);
  const remote = new StreamableHTTPClientTransport(options.url, {
    requestInit: { headers: { authorization: `Bearer ${options.apiKey}` } },
    fetch: (input, init) => retrying(new Request(input, init)),
  });
  const local = new StdioServerTransport();

  const forward = (message: JSONRPCMessage) =>
    remote.send(message).catch((err: Error) => {
      if (isJSONRPCRequest(message))
        void local.send({ jsonrpc: '2.0', id: message.id, error: { code: -32000, message: err.message } });
      else options.log(`paylink-mcp: ${err.message}`);
    });
  local.onmessage = (message) => void forward(message);
  remote.onmessage = (message) => {
    // Later requests carry the negotiated version (MCP-Protocol-Version), as the SDK's own client does.
    const version = isJSONRPCResultResponse(message) ? message.result.protocolVersion : undefined;
    if (typeof version === 'string') remote.setProtocolVersion(version);
    void local.send(message);
  };
  remote.onerror = (err) => options.log(`paylink-mcp: ${err.message}`);

  const closed = new Promise<void>((resolve) => {
    local.onclose = () => {
      // Ends the session on the server (DELETE /mcp) rather than leaving it to expire.
      void remote
        .terminateSession()
        .catch(() => undefined)
        .finally(() => remote.close().finally(resolve));
    };
    remote.onclose = () => void local.close();
  });
  await remote.start();
  await local.start();
  // The assistant went away (its end of stdin closed): end the session too.
  process.stdin.once('end', () => void local.close());
  return closed;
}
