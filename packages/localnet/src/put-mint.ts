import type { LiteSVM } from 'litesvm';
import { some, none, type Address } from '@solana/kit';
import { getMintEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';

/** Writes an initialised SPL mint with `mintAuthority` (no freeze authority, zero supply), rent-exempt, at `address`. */
export function putMint(svm: LiteSVM, mintAuthority: Address, address: Address, decimals: number): void {
  const data = new Uint8Array(
    getMintEncoder().encode({
      mintAuthority: some(mintAuthority),
      supply: 0n,
      decimals,
      isInitialized: true,
      freezeAuthority: none(),
    }),
  );
  svm.setAccount({
    address: address as never,
    lamports: svm.minimumBalanceForRentExemption(BigInt(data.length)) as never,
    programAddress: TOKEN_PROGRAM_ADDRESS as never,
    executable: false,
    data,
    space: BigInt(data.length),
  });
}
