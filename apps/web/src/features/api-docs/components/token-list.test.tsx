import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SolanaTokenList } from './token-list';

const P = ({ children }: { children: ReactNode }) => <p>{children}</p>;
const C = ({ children }: { children: ReactNode }) => <code>{children}</code>;

describe('the /api-docs Solana token list', () => {
  it('names every Solana token by its mint, PYUSD as Token-2022', () => {
    render(<SolanaTokenList P={P} C={C} />);
    const items = within(screen.getByTestId('solana-tokens')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')!.textContent)).toEqual([
      'SOL',
      'USDC',
      'USDT',
      'EURC',
      'PYUSD',
    ]);
    expect(items[2]).toHaveTextContent('Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB');
    expect(items[3]).toHaveTextContent('HzwqbKZw8HxMN6bF2yFZNrht3c2iXXzpKcFu7uBEDKtr');
    expect(items[4]).toHaveTextContent(/2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo.*Token-2022/);
  });
});
