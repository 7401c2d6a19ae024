import type { ReactNode } from 'react';
import { SOLANA_TOKENS, TOKEN_2022_PROGRAM } from '@paylink/shared';

/** /api-docs: the Solana tokens Paylink takes, each by its mint (from the shared token list, so it never drifts). */
export function SolanaTokenList({
  P,
  C,
}: {
  P: (p: { children: ReactNode }) => ReactNode;
  C: (p: { children: ReactNode }) => ReactNode;
}) {
  return (
    <>
      <P>
        Tokens on Solana (<C>GET /api/payments/supported-tokens</C> lists what this server takes). Only these mints pay
        a link: a token at any other address is a wrong token, whatever its name.
      </P>
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700" data-testid="solana-tokens">
        {SOLANA_TOKENS.map((t) => (
          <li key={t.symbol}>
            <strong>{t.symbol}</strong> ({t.name}, {t.decimals} decimals):{' '}
            {t.mint ? (
              <>
                mint <C>{t.mint}</C>
                {t.tokenProgram === TOKEN_2022_PROGRAM
                  ? ', a Token-2022 mint (credited what arrives, net of any transfer fee)'
                  : ''}
              </>
            ) : (
              'native'
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
