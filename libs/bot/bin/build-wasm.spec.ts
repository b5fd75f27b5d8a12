import { NETWORK_WASM } from '../src/network-wasm';
import { compileNetworkWat, networkWasmSource } from './build-wasm';

describe('build-wasm', () => {
  it('the committed WebAssembly is network.wat compiled', async () => {
    const bytes = await compileNetworkWat();
    expect(Array.from(NETWORK_WASM)).toEqual(Array.from(bytes));
    expect(networkWasmSource(bytes)).toContain('export const NETWORK_WASM = Uint8Array.from([');
  });

  it('refuses a .wat that does not validate', async () => {
    await expect(compileNetworkWat('(module (func (result i32) (f64.const 1)))')).rejects.toThrow();
  });
});
