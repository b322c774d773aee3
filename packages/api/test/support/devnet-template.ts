import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDevnetDataDir } from './devnet-process.ts';

// Vitest global setup: one seeded devnet data directory for the whole run; the tests' devnets
// (devnet-process.ts) start from copies of it.

declare module 'vitest' {
  export interface ProvidedContext {
    devnetDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-devnet-template-'));
  await seedDevnetDataDir(dataDir);
  project.provide('devnetDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
