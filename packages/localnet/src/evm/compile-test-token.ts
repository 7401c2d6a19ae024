import { readFileSync } from 'node:fs';
import solc from 'solc';

export interface CompiledToken {
  compiler: string;
  /** Runtime bytecode, 0x-prefixed: what lives at the token's address. */
  deployedBytecode: `0x${string}`;
}

/** Compiles one contract of a shipped Solidity source with the solc npm package; same source and settings, same bytes. */
export function compileTestToken(sourceFile: string, contract: string): CompiledToken {
  const source = readFileSync(new URL(sourceFile, import.meta.url), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { [sourceFile]: { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { [sourceFile]: { [contract]: ['evm.deployedBytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  return {
    compiler: solc.version(),
    deployedBytecode: `0x${output.contracts[sourceFile]![contract]!.evm.deployedBytecode.object}`,
  };
}
