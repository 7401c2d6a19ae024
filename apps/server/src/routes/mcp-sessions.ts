import { randomUUID } from 'node:crypto';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { createMcpServer } from '../modules/mcp/create-mcp-server';
import type { McpCaller } from '../modules/mcp/mcp-caller';

/** A session unused this long is closed (a client then initializes again). */
export const MCP_SESSION_IDLE_MS = 60 * 60 * 1000;
/** Open sessions per account and in this process: past them, 429. */
export const MCP_SESSIONS_PER_ACCOUNT = 20;
export const MCP_SESSIONS_TOTAL = 2000;

interface McpSession {
  transport: StreamableHTTPServerTransport;
  apiKeyId: string;
  accountId: string;
  lastSeen: number;
  close(): Promise<void>;
}

/**
 * The Streamable HTTP sessions of this process. A session belongs to the API key that opened it: any other key
 * (another account's included) is told it does not exist. Its subscriptions live with it, so a client reconnects to
 * the process that holds it (sticky routing when several API processes serve /mcp).
 */
export function createMcpSessions(deps: Deps, now: () => number = Date.now) {
  const sessions = new Map<string, McpSession>();

  function sweep() {
    for (const [id, session] of sessions)
      if (now() - session.lastSeen > MCP_SESSION_IDLE_MS) void session.close().finally(() => sessions.delete(id));
  }
  const timer = setInterval(sweep, 60_000);
  timer.unref();

  return {
    /** The session `id` when `caller`'s key opened it. */
    find(id: string, caller: McpCaller): StreamableHTTPServerTransport | undefined {
      const session = sessions.get(id);
      if (!session || session.apiKeyId !== caller.apiKeyId) return undefined;
      session.lastSeen = now();
      return session.transport;
    },

    /** A new session for `caller` (its tools are those of the key's role now); `allowed` says whether the key still works. */
    async open(caller: McpCaller, allowed: () => Promise<boolean>): Promise<StreamableHTTPServerTransport> {
      const mine = [...sessions.values()].filter((s) => s.accountId === caller.account.id).length;
      if (mine >= MCP_SESSIONS_PER_ACCOUNT || sessions.size >= MCP_SESSIONS_TOTAL) {
        throw new AppError(
          'RATE_LIMITED',
          'Too many open MCP sessions: close some (DELETE /mcp) or wait for them to expire.',
          429,
          { retryAfter: 60 },
        );
      }
      const { server, close: closeResources } = createMcpServer(deps, caller.account.role, allowed);
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          sessions.set(id, {
            transport,
            apiKeyId: caller.apiKeyId,
            accountId: caller.account.id,
            lastSeen: now(),
            close: () => server.close(),
          });
        },
      });
      transport.onclose = () => {
        closeResources();
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
      await server.connect(transport);
      return transport;
    },

    async closeAll(): Promise<void> {
      clearInterval(timer);
      await Promise.all([...sessions.values()].map((s) => s.close()));
      sessions.clear();
    },
  };
}

export type McpSessions = ReturnType<typeof createMcpSessions>;
