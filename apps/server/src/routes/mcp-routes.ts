import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { authenticateApiKey } from '../modules/api-keys/authenticate-api-key';
import { callerAuthInfo, type McpCaller } from '../modules/mcp/mcp-caller';
import { createMcpSessions } from './mcp-sessions';
import { currentAccount, currentUser } from '../plugins/authenticate';
import { apiKeyOf, requireApiKey } from '../plugins/authenticate-api-key';
import { API_KEY_ERRORS, API_KEY_SECURITY, nonJson, replies } from '../plugins/openapi';

const answers = {
  description: 'JSON-RPC answers, as JSON or as an event stream',
  content: {
    ...nonJson('application/json', 'JSON-RPC message').content,
    ...nonJson('text/event-stream', 'JSON-RPC messages (Server-Sent Events)').content,
  },
};
const doc = {
  tags: ['AI assistants (MCP)'],
  security: API_KEY_SECURITY,
  description:
    'The Model Context Protocol server (Streamable HTTP, protocol 2025-06-18): POST JSON-RPC messages, GET the stream of notifications (resource updates), DELETE to end the session. ' +
    'Authenticated, limited and charged exactly as /api/v1, with the key’s role; see “AI assistants (MCP)” in the API docs for the tools and client configuration.',
};

/** The MCP server on the API host, for assistants acting with a merchant's API key (modules/mcp). */
export function mcpRoutes(deps: Deps): FastifyPluginAsyncZod {
  const sessions = createMcpSessions(deps);
  return async (app) => {
    app.addHook('preClose', () => sessions.closeAll());
    // The key, its role and the rate limit, on every HTTP request of a session, as on /api/v1.
    app.addHook('preValidation', requireApiKey(deps));

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const caller: McpCaller = {
        user: currentUser(request),
        account: currentAccount(request),
        apiKeyId: request.apiKeyId!,
        maker: request.apiKeyMaker ?? null,
      };
      const sessionId = request.headers['mcp-session-id'];
      let transport;
      if (typeof sessionId === 'string') {
        transport = sessions.find(sessionId, caller);
        if (!transport)
          throw new AppError('NOT_FOUND', 'This MCP session does not exist or has ended: initialize a new one.', 404);
      } else if (request.method === 'POST' && isInitializeRequest(request.body)) {
        // Kept in memory for this session only, to stop its notifications once the key no longer works.
        const key = apiKeyOf(request)!;
        transport = await sessions.open(caller, () =>
          authenticateApiKey(deps, key).then(
            () => true,
            () => false,
          ),
        );
      } else {
        throw new AppError(
          'BAD_REQUEST',
          'Start with an initialize request, then send its Mcp-Session-Id header.',
          400,
        );
      }
      reply.hijack();
      await transport.handleRequest(
        Object.assign(request.raw, { auth: callerAuthInfo(caller) }),
        reply.raw,
        request.body,
      );
    };

    app.post(
      '/mcp',
      {
        schema: {
          ...doc,
          summary: 'MCP: send a JSON-RPC message',
          response: replies(
            { 200: answers, 202: nonJson('text/plain', 'Accepted: a notification or a response, no body') },
            API_KEY_ERRORS,
            404,
          ),
        },
      },
      handle,
    );
    app.get(
      '/mcp',
      {
        schema: {
          ...doc,
          summary: 'MCP: stream of server notifications',
          response: replies({ 200: nonJson('text/event-stream', 'JSON-RPC notifications') }, API_KEY_ERRORS, 404),
        },
      },
      handle,
    );
    app.delete(
      '/mcp',
      {
        schema: {
          ...doc,
          summary: 'MCP: end the session',
          response: replies({ 200: nonJson('text/plain', 'Session ended, no body') }, API_KEY_ERRORS, 404),
        },
      },
      handle,
    );
  };
}
