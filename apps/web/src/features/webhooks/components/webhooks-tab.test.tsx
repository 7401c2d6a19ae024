import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WebhookEndpoint } from '@paylink/shared';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { WebhooksTab } from './webhooks-tab';

const endpoint: WebhookEndpoint = {
  id: 'whe_primary',
  primary: true,
  events: null,
  url: 'https://shop.example/webhooks',
  secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0',
  secretHidden: false,
  previousSecretExpiresAt: null,
  rotation: null,
  paused: false,
  pausedAt: null,
};

function show(role: 'owner' | 'viewer', answer: WebhookEndpoint) {
  stubApi({
    'GET /api/webhooks/endpoint': { body: { success: true, data: { endpoint: answer } } },
    'GET /api/webhooks/endpoints': { body: { success: true, data: { endpoints: [answer] } } },
  });
  renderWithQueries(
    <WithAuth value={authAs(role)}>
      <MemoryRouter>
        <WebhooksTab />
      </MemoryRouter>
    </WithAuth>,
  );
}

describe('Settings → Webhooks (issue 48)', () => {
  it('a viewer sees the signing secret masked, says why, and has nothing to copy', async () => {
    show('viewer', { ...endpoint, secret: 'whsec_…MHQ=', secretHidden: true });
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_…MHQ=');
    expect(screen.getByTestId('webhook-secret-hidden')).toHaveTextContent(
      'only owners, admins and developers can see the signing secret',
    );
    expect(screen.queryByTestId('copy-webhook-secret')).not.toBeInTheDocument();
  });

  it('tells the owner the secret was rotated because a member who could read it left, and until when both secrets sign', async () => {
    show('owner', {
      ...endpoint,
      previousSecretExpiresAt: '2026-11-29T10:00:00.000Z',
      rotation: {
        reason: 'member_left',
        rotatedAt: '2026-11-28T10:00:00.000Z',
        memberEmail: 'former-admin@example.com',
      },
    });
    const notice = await screen.findByTestId('webhook-secret-rotated');
    expect(notice).toHaveTextContent('former-admin@example.com could read it and left the team or lost that role');
    expect(notice).toHaveTextContent('until then deliveries are signed with both secrets');
    expect(screen.getByTestId('copy-webhook-secret')).toBeInTheDocument();
  });

  it('a rotation by a member shows no notice', async () => {
    show('owner', {
      ...endpoint,
      previousSecretExpiresAt: '2026-11-29T10:00:00.000Z',
      rotation: { reason: 'manual', rotatedAt: '2026-11-28T10:00:00.000Z', memberEmail: null },
    });
    expect(await screen.findByTestId('previous-secret-note')).toBeInTheDocument();
    expect(screen.queryByTestId('webhook-secret-rotated')).not.toBeInTheDocument();
  });
});
