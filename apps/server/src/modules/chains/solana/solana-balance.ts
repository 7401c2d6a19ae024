import { address } from '@solana/kit';
import { associatedTokenAccount } from './build-transfer-transaction';
import type { SolanaRpc } from './solana-rpc';

/**
 * What `owner` holds at the node's commitment: lamports, or the balance of its associated token account of `mint`
 * (0 while that account does not exist: a wallet paying from it could not pay).
 */
export async function solanaBalance(
  rpc: SolanaRpc,
  commitment: 'confirmed' | 'finalized',
  owner: string,
  mint: string | null,
): Promise<bigint> {
  if (!mint) return BigInt((await rpc.getBalance(address(owner), { commitment }).send()).value);
  const account = await associatedTokenAccount(address(owner), address(mint));
  const { value } = await rpc.getAccountInfo(account, { encoding: 'base64', commitment }).send();
  if (!value) return 0n;
  return BigInt((await rpc.getTokenAccountBalance(account, { commitment }).send()).value.amount);
}
