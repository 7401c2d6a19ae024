import { address, createSolanaRpc } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { payTransferRequest } from './pay-transfer-request.ts';
import { LOCAL_USDC_MINT } from './usdc-mint.ts';

const USAGE = `Usage:
  npm run wallet -- pay "<solana: transfer request URL>"
  npm run wallet -- balance <address>
The RPC is SOLANA_RPC_URL, or http://127.0.0.1:8899.`;

/** The test wallet command; returns the process exit code. */
export async function runWalletCli(args: string[], rpcUrl: string, print: (line: string) => void): Promise<number> {
  const [command, argument] = args;
  if (command === 'pay' && argument) {
    const result = await payTransferRequest({ rpcUrl, url: argument });
    print(`signature: ${result.signature}`);
    print(`payer: ${result.payer}`);
    print(result.err === null ? 'result: confirmed' : `result: failed ${JSON.stringify(result.err)}`);
    return result.err === null ? 0 : 1;
  }
  if (command === 'balance' && argument) {
    const rpc = createSolanaRpc(rpcUrl);
    const owner = address(argument);
    const { value: lamports } = await rpc.getBalance(owner).send();
    const [ata] = await findAssociatedTokenPda({ owner, mint: address(LOCAL_USDC_MINT), tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const { value: ataAccount } = await rpc.getAccountInfo(ata, { encoding: 'base64' }).send();
    const usdc = ataAccount ? (await rpc.getTokenAccountBalance(ata).send()).value.uiAmountString : '0';
    print(`SOL: ${formatLamports(lamports)}`);
    print(`USDC: ${usdc}`);
    return 0;
  }
  print(USAGE);
  return 2;
}

function formatLamports(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n;
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
