import { afterEach, describe, expect, it } from 'vitest';
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { SOLANA_TOKENS, TOKEN_2022_PROGRAM } from '@paylink/shared';
import { createTestMint, requestTokenAirdrop, sendTestTransfer, startLocalnet, type Localnet } from './index.ts';

let localnet: Localnet | undefined;
afterEach(async () => {
  await localnet?.close();
  localnet = undefined;
});

const listed = SOLANA_TOKENS.filter((t) => t.mint);

async function tokenBalance(rpcUrl: string, owner: string, mint: string, tokenProgram: string): Promise<bigint> {
  const rpc = createSolanaRpc(rpcUrl);
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: address(tokenProgram),
  });
  return BigInt((await rpc.getTokenAccountBalance(ata).send()).value.amount);
}

describe('listed Solana mints on the local chain', () => {
  it('every listed mint exists at its mainnet address, owned by its program, with its decimals, and airdrops', async () => {
    localnet = await startLocalnet({ port: 0 });
    const rpc = createSolanaRpc(localnet.rpcUrl);
    expect(listed.map((t) => t.symbol)).toEqual(['USDC', 'USDT', 'EURC', 'PYUSD']);
    for (const token of listed) {
      const program = token.tokenProgram ?? TOKEN_PROGRAM_ADDRESS;
      const { value: account } = await rpc.getAccountInfo(address(token.mint!), { encoding: 'base64' }).send();
      expect(account?.owner, token.symbol).toBe(program);
      // Both programs keep the base mint first: decimals at byte 44.
      expect(Buffer.from(account!.data[0], 'base64')[44], token.symbol).toBe(token.decimals);
      const owner = (await generateKeyPairSigner()).address;
      await requestTokenAirdrop({ rpcUrl: localnet.rpcUrl, mint: token.mint!, owner, amount: 1_234_567n });
      expect(await tokenBalance(localnet.rpcUrl, owner, token.mint!, program), token.symbol).toBe(1_234_567n);
    }
  });

  it('PYUSD is a Token-2022 mint: a transferChecked through Token-2022 lands in the recipient’s Token-2022 account', async () => {
    localnet = await startLocalnet({ port: 0 });
    const pyusd = listed.find((t) => t.symbol === 'PYUSD')!;
    expect(pyusd.tokenProgram).toBe(TOKEN_2022_PROGRAM);
    const recipient = (await generateKeyPairSigner()).address;
    const result = await sendTestTransfer({
      rpcUrl: localnet.rpcUrl,
      recipient,
      amount: 25_000_000n,
      token: { mint: pyusd.mint!, decimals: 6 },
    });
    expect(result.err).toBeNull();
    expect(await tokenBalance(localnet.rpcUrl, recipient, pyusd.mint!, TOKEN_2022_PROGRAM)).toBe(25_000_000n);
  });

  it('a Token-2022 test mint with a 1% transfer fee: the recipient gets the amount net of the fee', async () => {
    localnet = await startLocalnet({ port: 0 });
    const mint = await createTestMint({
      rpcUrl: localnet.rpcUrl,
      decimals: 6,
      token2022: { transferFeeBasisPoints: 100 },
    });
    const recipient = (await generateKeyPairSigner()).address;
    const result = await sendTestTransfer({
      rpcUrl: localnet.rpcUrl,
      recipient,
      amount: 10_000_000n,
      token: { mint, decimals: 6 },
    });
    expect(result.err).toBeNull();
    expect(await tokenBalance(localnet.rpcUrl, recipient, mint, TOKEN_2022_PROGRAM)).toBe(9_900_000n);
  });
});
