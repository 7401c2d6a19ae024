// Solana instructions laid out the way real wallets sign them (compute budget, guards, a link's reference), for tests
// that send them to the local chain.
import { AccountRole, address, type Address, type Instruction, type KeyPairSigner } from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { LOCAL_USDC_MINT } from '@paylink/localnet';
import { type Payment } from '@paylink/shared';

export const USDC = address(LOCAL_USDC_MINT);
export const COMPUTE_BUDGET = address('ComputeBudget111111111111111111111111111111');

export const withReference = (ix: Instruction, reference: string): Instruction => ({
  ...ix,
  accounts: [...(ix.accounts ?? []), { address: reference as Address, role: AccountRole.READONLY }],
});
export const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];
export const computeUnitLimit = (units: number): Instruction => ({
  programAddress: COMPUTE_BUDGET,
  data: new Uint8Array([2, ...u32(units)]),
});
export const computeUnitPrice = (microLamports: number): Instruction => ({
  programAddress: COMPUTE_BUDGET,
  data: new Uint8Array([3, ...u32(microLamports), 0, 0, 0, 0]),
});
/** Stands in for a Lighthouse assertion (no Lighthouse program on the local chain): an instruction naming the payer. */
export const guard = (payer: KeyPairSigner, n: number) =>
  getAddMemoInstruction({ memo: `guard ${n}`, signers: [payer] });

export async function usdcTransfer(payer: KeyPairSigner, link: Payment, checked = true): Promise<Instruction> {
  const [source] = await findAssociatedTokenPda({
    owner: payer.address,
    mint: USDC,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  const [destination] = await findAssociatedTokenPda({
    owner: address(link.recipientAddress),
    mint: USDC,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  const ix = checked
    ? getTransferCheckedInstruction({
        source,
        mint: USDC,
        destination,
        authority: payer,
        amount: 1_000_000n,
        decimals: 6,
      })
    : getTransferInstruction({ source, destination, authority: payer, amount: 1_000_000n });
  return withReference(ix, link.reference!);
}
export const createRecipientAta = async (payer: KeyPairSigner, link: Payment) => {
  const [ata] = await findAssociatedTokenPda({
    owner: address(link.recipientAddress),
    mint: USDC,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  return getCreateAssociatedTokenIdempotentInstruction({
    payer,
    ata,
    owner: address(link.recipientAddress),
    mint: USDC,
  });
};
export const solTransfer = (payer: KeyPairSigner, link: Payment) =>
  withReference(
    getTransferSolInstruction({ source: payer, destination: address(link.recipientAddress), amount: 100_000_000n }),
    link.reference!,
  );
