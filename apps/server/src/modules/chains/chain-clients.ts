import type { AppConfig, BitcoinConfig } from '../../config/app-config';
import { esploraClient, type EsploraClient } from './bitcoin/esplora-client';
import { evmChainGuard, type EvmChainGuard } from './evm/evm-chain-guard';
import { evmClients, type EvmClients } from './evm/evm-clients';
import { solanaRpc, type RpcCallObserver, type SolanaRpc } from './solana/solana-rpc';

/** The connections to the offered chains, made once at start (they are part of deps); the adapters are built over them. */
export interface ChainClients {
  solanaRpc: SolanaRpc;
  /** JSON-RPC clients of the offered EVM networks. */
  evm: EvmClients;
  /** Which of them answer with their configured chain id: only those are watched. */
  evmChains: EvmChainGuard;
  /** Bitcoin's Esplora API (BITCOIN_ESPLORA_URL or the local regtest chain) and settings; null when Bitcoin is not offered. */
  bitcoin: { esplora: EsploraClient; config: BitcoinConfig } | null;
}

/** The clients of every offered chain; each call to a node is reported to `observe` (the metrics). */
export function chainClients(
  config: AppConfig,
  opts: {
    observe: RpcCallObserver;
    log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  },
): ChainClients {
  const evm = evmClients(config);
  return {
    solanaRpc: solanaRpc(config.solana.rpcUrl, opts.observe),
    evm,
    evmChains: evmChainGuard(config.evm, evm, opts.log),
    bitcoin: config.bitcoin && {
      esplora: esploraClient(config.bitcoin.esploraUrl, opts.observe),
      config: config.bitcoin,
    },
  };
}
