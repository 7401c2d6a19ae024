import type { BitcoinChain } from './create-chain.ts';
import { btcToSats } from './btc-amount.ts';
import { FaucetEmptyError } from './faucet-transaction.ts';
import { regtestOutputScript } from './output-script.ts';
import { json, type Reply, type Route } from './reply.ts';
import { TxRejectedError } from './tx-rejected-error.ts';

const MAX_BLOCKS_PER_CALL = 1000;

/** The local chain's controls: faucet, mining and reorgs (bad bodies answer 400 `{ error }`). */
export function regtestRoutes(chain: BitcoinChain): Route[] {
  const post = (path: string, handle: (body: Record<string, unknown>) => Reply): Route => ({
    method: 'POST',
    pattern: new RegExp(`^${path}$`),
    handle: (_, raw) => {
      const body = parseObject(raw);
      return body ? handle(body) : badRequest('the body must be a JSON object');
    },
  });
  return [
    post('/regtest/faucet', ({ address, amount }) => {
      const script = typeof address === 'string' ? regtestOutputScript(address) : undefined;
      if (!script) return badRequest('address must be a valid regtest address (bcrt1…, m…, n… or 2…)');
      const sats = typeof amount === 'string' ? btcToSats(amount) : undefined;
      if (sats === undefined)
        return badRequest('amount must be a positive decimal BTC string with at most 8 decimals, like "0.5"');
      try {
        return json({ txid: chain.faucet(script, sats) });
      } catch (error) {
        if (error instanceof FaucetEmptyError || error instanceof TxRejectedError)
          return badRequest(`the faucet cannot send this: ${error.message}`);
        throw error;
      }
    }),
    post('/regtest/mine', ({ blocks = 1 }) => {
      if (!isCount(blocks, MAX_BLOCKS_PER_CALL))
        return badRequest(`blocks must be an integer from 1 to ${MAX_BLOCKS_PER_CALL}`);
      return json(tipJson(chain.mine(blocks)));
    }),
    post('/regtest/reorg', ({ depth, mempool = 'keep' }) => {
      const maxDepth = chain.tip().height;
      if (!isCount(depth, maxDepth)) return badRequest(`depth must be an integer from 1 to ${maxDepth}`);
      if (mempool !== 'keep' && mempool !== 'drop') return badRequest('mempool must be "keep" or "drop"');
      return json(tipJson(chain.reorg(depth, mempool)));
    }),
  ];
}

function tipJson(block: { height: number; hash: string }) {
  return { height: block.height, hash: block.hash };
}

function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;
}

function parseObject(raw: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function badRequest(error: string): Reply {
  return json({ error }, 400);
}
