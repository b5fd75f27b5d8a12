import { rmSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../src/core/database/database';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __gamaoTestDatabase?: { database: DatabaseHandle; dataDir: string } })
    .__gamaoTestDatabase;
  if (!state) return;
  await state.database.stop();
  rmSync(path.dirname(state.dataDir), { recursive: true, force: true });
}
