import { hex } from '@scure/base';
import {
  addressChainTxsJson,
  addressJson,
  addressMempoolTxsJson,
  addressTxsJson,
  addressUtxoJson,
} from './address-history.ts';
import { blockHeader } from './block.ts';
import type { BitcoinChain } from './create-chain.ts';
import { transactionFee } from './transaction-fee.ts';
import { blockJson, outspendsJson, statusJson, transactionJson } from './esplora-json.ts';
import { regtestOutputScript } from './output-script.ts';
import { json, text, type Reply, type Route } from './reply.ts';
import { TxRejectedError } from './tx-rejected-error.ts';

const HASH = '([0-9a-fA-F]{64})';
const ADDRESS = '([^/]+)';
/** electrs answers every confirmation target; a regtest chain has no fee market, so one rate fits all. */
const FEE_TARGETS = [...Array.from({ length: 25 }, (_, n) => n + 1), 144, 504, 1008];
const REGTEST_FEE_RATE = 2;
const BLOCKS_PAGE = 10;
const BLOCK_TXS_PAGE = 25;

/** The Blockstream Esplora HTTP API over the local chain (paths and JSON as in Esplora's API.md). */
export function esploraRoutes(chain: BitcoinChain): Route[] {
  const withTx = (txid: string, answer: (entry: NonNullable<ReturnType<typeof findTx>>) => Reply): Reply => {
    const entry = findTx(chain, txid);
    return entry ? answer(entry) : text('Transaction not found', 404);
  };
  const withBlock = (hash: string, answer: (found: NonNullable<ReturnType<BitcoinChain['block']>>) => Reply): Reply => {
    const found = chain.block(hash.toLowerCase());
    return found ? answer(found) : text('Block not found', 404);
  };
  const withAddress = (address: string, answer: (script: Uint8Array) => Reply): Reply => {
    const script = regtestOutputScript(decodeURIComponent(address));
    return script ? answer(script) : text('Invalid Bitcoin address', 400);
  };
  const get = (pattern: string, handle: Route['handle']): Route => ({
    method: 'GET',
    pattern: new RegExp(`^${pattern}$`),
    handle,
  });

  return [
    get('/blocks/tip/height', () => text(String(chain.tip().height))),
    get('/blocks/tip/hash', () => text(chain.tip().hash)),
    get('/blocks(?:/(\\d+))?', ([start]) => {
      const top = Math.min(start === undefined ? chain.tip().height : Number(start), chain.tip().height);
      return json(
        chain
          .blocks()
          .slice(Math.max(0, top - BLOCKS_PAGE + 1), top + 1)
          .reverse()
          .map((block) => blockJson(chain.blocks(), block)),
      );
    }),
    get('/block-height/(\\d+)', ([height]) => {
      const block = chain.blocks()[Number(height)];
      return block ? text(block.hash) : text('Block not found', 404);
    }),
    get(`/block/${HASH}`, ([hash]) => withBlock(hash!, ({ block }) => json(blockJson(chain.blocks(), block)))),
    get(`/block/${HASH}/status`, ([hash]) =>
      withBlock(hash!, ({ block, inBestChain }) =>
        json({
          in_best_chain: inBestChain,
          height: inBestChain ? block.height : null,
          next_best: (inBestChain && chain.blocks()[block.height + 1]?.hash) || null,
        }),
      ),
    ),
    get(`/block/${HASH}/txids`, ([hash]) =>
      withBlock(hash!, ({ block }) => json(block.transactions.map((tx) => tx.txid))),
    ),
    get(`/block/${HASH}/txs(?:/(\\d+))?`, ([hash, start = '0']) =>
      withBlock(hash!, ({ block }) => {
        // Esplora leaves `status` out here: every transaction shares the block's.
        const page = block.transactions.slice(Number(start), Number(start) + BLOCK_TXS_PAGE);
        return json(
          page.map((tx, offset) =>
            omitStatus(transactionJson(chain.index(), { tx, block, position: Number(start) + offset })),
          ),
        );
      }),
    ),
    get(`/block/${HASH}/header`, ([hash]) => withBlock(hash!, ({ block }) => text(hex.encode(blockHeader(block))))),
    get(`/address/${ADDRESS}`, ([address]) =>
      withAddress(address!, (script) => json(addressJson(chain.index(), decodeURIComponent(address!), script))),
    ),
    get(`/address/${ADDRESS}/utxo`, ([address]) =>
      withAddress(address!, (script) => json(addressUtxoJson(chain.index(), script))),
    ),
    get(`/address/${ADDRESS}/txs`, ([address]) =>
      withAddress(address!, (script) => json(addressTxsJson(chain.index(), script))),
    ),
    get(`/address/${ADDRESS}/txs/mempool`, ([address]) =>
      withAddress(address!, (script) => json(addressMempoolTxsJson(chain.index(), script))),
    ),
    get(`/address/${ADDRESS}/txs/chain(?:/${HASH})?`, ([address, lastSeen]) =>
      withAddress(address!, (script) => json(addressChainTxsJson(chain.index(), script, lastSeen?.toLowerCase()))),
    ),
    get(`/tx/${HASH}`, ([txid]) => withTx(txid!, (entry) => json(transactionJson(chain.index(), entry)))),
    get(`/tx/${HASH}/status`, ([txid]) => withTx(txid!, (entry) => json(statusJson(entry.block)))),
    get(`/tx/${HASH}/hex`, ([txid]) => withTx(txid!, (entry) => text(entry.tx.hex))),
    get(`/tx/${HASH}/outspends`, ([txid]) => withTx(txid!, (entry) => json(outspendsJson(chain.index(), entry)))),
    get(`/tx/${HASH}/outspend/(\\d+)`, ([txid, vout]) =>
      withTx(txid!, (entry) => {
        const outspend = outspendsJson(chain.index(), entry)[Number(vout)];
        return outspend ? json(outspend) : text('Output not found', 404);
      }),
    ),
    {
      method: 'POST',
      pattern: /^\/tx$/,
      handle: (_, body) => {
        try {
          return text(chain.submit(body));
        } catch (error) {
          if (error instanceof TxRejectedError) return text(error.toEsploraText(), 400);
          throw error;
        }
      },
    },
    get('/mempool/txids', () => json(chain.mempool().map((tx) => tx.txid))),
    get('/mempool', () =>
      json({
        count: chain.mempool().length,
        vsize: chain.mempool().reduce((sum, tx) => sum + tx.vsize, 0),
        total_fee: Number(chain.mempool().reduce((sum, tx) => sum + transactionFee(chain.index(), tx), 0n)),
        fee_histogram: [],
      }),
    ),
    get('/fee-estimates', () =>
      json(Object.fromEntries(FEE_TARGETS.map((target) => [String(target), REGTEST_FEE_RATE]))),
    ),
  ];
}

function omitStatus<T extends { status: unknown }>({ status: _status, ...rest }: T): Omit<T, 'status'> {
  return rest;
}

function findTx(chain: BitcoinChain, txid: string) {
  return chain.index().transactions.get(txid.toLowerCase());
}
