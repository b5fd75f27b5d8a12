import { readFileSync } from 'fs';
import { NETWORK_WASM } from '../src/network-wasm';
import { OUT_FILE, compileNetworkWat, networkWasmSource } from './build-wasm';

describe('build-wasm', () => {
  it('the committed WebAssembly is network.wat compiled, written as build-wasm writes it', async () => {
    const bytes = await compileNetworkWat();
    expect(Array.from(NETWORK_WASM)).toEqual(Array.from(bytes));
    expect(readFileSync(OUT_FILE, 'utf8')).toBe(networkWasmSource(bytes));
  });

  it('refuses a .wat that does not validate', async () => {
    await expect(compileNetworkWat('(module (func (result i32) (f64.const 1)))')).rejects.toThrow();
  });
});
