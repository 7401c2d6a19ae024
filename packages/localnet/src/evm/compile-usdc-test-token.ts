import { compileContract, type CompiledContract } from './compile-contract.ts';

export type CompiledToken = CompiledContract;

/** The USDC test token's runtime code, compiled from usdc-test-token.sol. */
export const compileUsdcTestToken = (): CompiledToken => compileContract('usdc-test-token.sol', 'UsdcTestToken');
