import type { LiteSVM } from 'litesvm';
import { some, none, type Address } from '@solana/kit';
import { getMintEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  getMintEncoder as getMint2022Encoder,
  TOKEN_2022_PROGRAM_ADDRESS,
  type ExtensionArgs,
} from '@solana-program/token-2022';
import { SOLANA_TOKENS } from '@paylink/shared';

export const TOKEN_2022_PROGRAM = TOKEN_2022_PROGRAM_ADDRESS;

/** Token-2022's "no key" (an all-zero optional public key). */
const NO_KEY = '11111111111111111111111111111111' as Address;

/** A Token-2022 mint's extensions as the local chain makes them: a transfer fee and a transfer hook program (none when absent). */
export interface Token2022Options {
  transferFeeBasisPoints: number;
  /** The hook program every transfer must call; undefined: the extension is there with no program, as on PYUSD. */
  transferHookProgram?: Address;
}

/**
 * Writes an initialised mint with `mintAuthority` (no freeze authority, zero supply), rent-exempt, at `address`:
 * a classic SPL Token mint, or with `token2022` a Token-2022 mint carrying the transfer-fee and transfer-hook
 * extensions (PYUSD's layout on mainnet, where both are there and idle).
 */
export function putMint(
  svm: LiteSVM,
  mintAuthority: Address,
  address: Address,
  decimals: number,
  token2022?: Token2022Options,
): void {
  const base = {
    mintAuthority: some(mintAuthority),
    supply: 0n,
    decimals,
    isInitialized: true,
    freezeAuthority: none<Address>(),
  };
  const data = new Uint8Array(
    token2022
      ? getMint2022Encoder().encode({ ...base, extensions: some(mintExtensions(mintAuthority, token2022)) })
      : getMintEncoder().encode(base),
  );
  svm.setAccount({
    address: address as never,
    lamports: svm.minimumBalanceForRentExemption(BigInt(data.length)) as never,
    programAddress: (token2022 ? TOKEN_2022_PROGRAM_ADDRESS : TOKEN_PROGRAM_ADDRESS) as never,
    executable: false,
    data,
    space: BigInt(data.length),
  });
}

function mintExtensions(authority: Address, opts: Token2022Options): ExtensionArgs[] {
  const fee = { epoch: 0n, maximumFee: 2n ** 64n - 1n, transferFeeBasisPoints: opts.transferFeeBasisPoints };
  return [
    {
      __kind: 'TransferFeeConfig',
      transferFeeConfigAuthority: authority,
      withdrawWithheldAuthority: authority,
      withheldAmount: 0n,
      olderTransferFee: fee,
      newerTransferFee: fee,
    },
    { __kind: 'TransferHook', authority, programId: opts.transferHookProgram ?? NO_KEY },
  ];
}

/**
 * Every mint Paylink lists on Solana, at its mainnet address with its decimals and program, the faucet as mint
 * authority; PYUSD as a Token-2022 mint with its idle fee (0 basis points) and hook (no program), as on mainnet.
 * A mint already there is left alone.
 */
export function putListedMints(
  svm: LiteSVM,
  mintAuthority: Address,
  token2022Of: Readonly<Record<string, Token2022Options>> = {},
): void {
  for (const token of SOLANA_TOKENS) {
    if (!token.mint || svm.getAccount(token.mint as never).exists) continue;
    const token2022 =
      token.tokenProgram === TOKEN_2022_PROGRAM_ADDRESS
        ? (token2022Of[token.mint] ?? { transferFeeBasisPoints: 0 })
        : undefined;
    putMint(svm, mintAuthority, token.mint as Address, token.decimals, token2022);
  }
}
