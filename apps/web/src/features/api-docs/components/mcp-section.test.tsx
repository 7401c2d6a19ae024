import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { McpSection } from './mcp-section';

const P = ({ children }: { children: ReactNode }) => <p>{children}</p>;
const C = ({ children }: { children: ReactNode }) => <code>{children}</code>;

describe('the /api-docs "AI assistants (MCP)" section', () => {
  it('gives Claude Desktop, Cursor and VS Code a configuration for this server, and lists the eight tools', () => {
    render(<McpSection P={P} C={C} />);
    const origin = window.location.origin;
    const config = (testId: string) =>
      JSON.parse(
        within(screen.getByTestId(testId))
          .getByRole('code')
          .textContent!.replace(/^\/\/.*\n/, ''),
      );
    expect(config('mcp-claude-desktop').mcpServers.paylink).toMatchObject({
      command: 'node',
      args: [expect.stringMatching(/packages\/mcp\/bin\/paylink-mcp\.mjs$/)],
      env: { PAYLINK_URL: origin, PAYLINK_API_KEY: expect.stringMatching(/^pl_/) },
    });
    expect(config('mcp-cursor').mcpServers.paylink).toEqual({
      url: `${origin}/mcp`,
      headers: { Authorization: expect.stringMatching(/^Bearer pl_/) },
    });
    expect(config('mcp-vscode').servers.paylink).toMatchObject({
      type: 'http',
      url: `${origin}/mcp`,
      headers: { Authorization: 'Bearer ${input:paylink-key}' },
    });
    expect(within(screen.getByTestId('mcp-tools')).getAllByRole('listitem')).toHaveLength(8);
  });
});
