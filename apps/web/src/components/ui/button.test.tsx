import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('a disabled action says why in visible text, not only a tooltip, and describes the button with it', () => {
    const reason = 'As a viewer you cannot create payment links; ask an owner, admin or developer.';
    render(<Button disabledReason={reason}>Create</Button>);
    const button = screen.getByRole('button', { name: 'Create' });
    expect(button).toBeDisabled();
    const line = screen.getByText(reason);
    expect(line).toBeVisible();
    expect(line).not.toHaveAttribute('hidden');
    expect(button).toHaveAccessibleDescription(reason);
  });

  it('an enabled button has no reason line', () => {
    const { container } = render(<Button>Create</Button>);
    expect(container.querySelector('[data-disabled-reason]')).toBeNull();
  });
});
