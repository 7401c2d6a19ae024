import { getAddress, parseAbi } from 'viem';
import compiled from './usdc-test-token.json' with { type: 'json' };

/** Where the local chains keep their USDC test token: a fixed address, the same on every local chain and every start. */
export const LOCAL_EVM_USDC_ADDRESS = getAddress('0x5dc05dc05dc05dc05dc05dc05dc05dc05dc05dc0');
export const LOCAL_EVM_USDC_DECIMALS = 6;
/** Runtime bytecode compiled from usdc-test-token.sol (see write-test-tokens.ts). */
export const USDC_TEST_TOKEN_BYTECODE = compiled.deployedBytecode as `0x${string}`;
export const usdcTestTokenAbi = parseAbi([
  'function mint(address to, uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'function name() view returns (string)',
  'function version() view returns (string)',
  'function authorizationState(address authorizer, bytes32 nonce) view returns (bool)',
  'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)',
  'function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)',
]);
