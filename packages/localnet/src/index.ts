export { startLocalnet, type Localnet, type LocalnetOptions } from './start-localnet.ts';
export { LOCAL_USDC_MINT, LOCAL_USDC_DECIMALS } from './usdc-mint.ts';
export { payTransferRequest, PayTransferRequestError } from './pay-transfer-request.ts';
export {
  sendTestTransfer,
  TestTransferError,
  type TestTransferOptions,
  type TestTransferResult,
  type TestTransferToken,
} from './send-test-transfer.ts';
export { createTestMint } from './create-test-mint.ts';
export type { Token2022Options } from './put-mint.ts';
export { requestTokenAirdrop } from './request-token-airdrop.ts';
export { requestAddressLookupTable } from './request-address-lookup-table.ts';
export { callLocalnet, LocalnetCallError } from './call-localnet.ts';
export { startEvmLocalnet, type EvmLocalnet, type EvmLocalnetOptions } from './evm/start-evm-localnet.ts';
export { ANVIL_FINALIZED_LAG, type EvmBlockClock } from './evm/evm-block-clock.ts';
export { LOCAL_EVM_USDC_ADDRESS, LOCAL_EVM_USDC_DECIMALS, usdcTestTokenAbi } from './evm/usdc-test-token.ts';
export { LOCAL_PAYOUT_BATCH_ADDRESS, payoutBatchAbi } from './evm/payout-batch.ts';
export { STABLECOIN_TEST_CONTRACTS, stablecoinTestTokenBytecode, testTokenAbi } from './evm/stablecoin-test-tokens.ts';
export { payEip681Request, PayEip681RequestError, type PayEip681Result } from './evm/pay-eip681-request.ts';
export { freePort } from './free-port.ts';
