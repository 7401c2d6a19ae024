import { payBip21Request } from '@paylink/bitcoin-localnet';
import { address, createSolanaRpc } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { SOLANA_TOKENS, solanaTokenProgram } from '@paylink/shared';
import { payEip681Request } from './evm/pay-eip681-request.ts';
import { payTransferRequest } from './pay-transfer-request.ts';

const USAGE = `Usage:
  npm run wallet -- pay "<solana: transfer request URL>"
  npm run wallet -- pay "<ethereum: EIP-681 URL>"
  npm run wallet -- pay "<bitcoin: BIP21 URI>"
  npm run wallet -- balance <address>
The RPC is SOLANA_RPC_URL, or http://127.0.0.1:8899; for ethereum: URLs the local chain of the URL's chain id:
ETHEREUM_RPC_URL or http://127.0.0.1:8545 for chain 1, BASE_RPC_URL or http://127.0.0.1:8546 for chain 8453;
for bitcoin: URIs the local regtest chain's Esplora API: BITCOIN_ESPLORA_URL or http://127.0.0.1:3002.`;

/** The local EVM chains' default RPCs by chain id (EVM_LOCALNET_PORT and the next port). */
function evmRpcUrl(url: string, env: Record<string, string | undefined>): string {
  const base = Number(env.EVM_LOCALNET_PORT || 8545);
  return /@8453[/?]/.test(url)
    ? env.BASE_RPC_URL || `http://127.0.0.1:${base + 1}`
    : env.ETHEREUM_RPC_URL || `http://127.0.0.1:${base}`;
}

/** The test wallet command; returns the process exit code. */
export async function runWalletCli(
  args: string[],
  rpcUrl: string,
  print: (line: string) => void,
  env: Record<string, string | undefined> = {},
): Promise<number> {
  const [command, argument] = args;
  if (command === 'pay' && argument?.startsWith('ethereum:')) {
    const result = await payEip681Request({ rpcUrl: evmRpcUrl(argument, env), url: argument });
    print(`transaction: ${result.hash}`);
    print(`payer: ${result.payer}`);
    print(result.success ? 'result: confirmed' : 'result: failed');
    return result.success ? 0 : 1;
  }
  if (command === 'pay' && argument?.toLowerCase().startsWith('bitcoin:')) {
    const esploraUrl = env.BITCOIN_ESPLORA_URL || `http://127.0.0.1:${env.BITCOIN_LOCALNET_PORT || 3002}`;
    const result = await payBip21Request({ esploraUrl, uri: argument });
    print(`transaction: ${result.txid}`);
    print(`payer: ${result.payer}`);
    print('result: broadcast, unconfirmed until the next block');
    return 0;
  }
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
    print(`SOL: ${formatLamports(lamports)}`);
    // Every listed token, from the owner's associated account of the mint's program (PYUSD: Token-2022).
    for (const token of SOLANA_TOKENS.filter((t) => t.mint)) {
      const [ata] = await findAssociatedTokenPda({
        owner,
        mint: address(token.mint!),
        tokenProgram: address(solanaTokenProgram(token.mint!)),
      });
      const { value: ataAccount } = await rpc.getAccountInfo(ata, { encoding: 'base64' }).send();
      print(
        `${token.symbol}: ${ataAccount ? (await rpc.getTokenAccountBalance(ata).send()).value.uiAmountString : '0'}`,
      );
    }
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
