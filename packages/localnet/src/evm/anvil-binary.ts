import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ARCH: Record<string, string> = { x64: 'amd64', arm64: 'arm64' };

/** The Anvil binary that @foundry-rs/anvil installed for this platform (an optional dependency per platform). */
export function anvilBinary(): string {
  const arch = ARCH[process.arch];
  const name = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  if (!arch) throw new Error(`Anvil has no binary for ${process.platform}/${process.arch}`);
  return require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/${name}`);
}
