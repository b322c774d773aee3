// Writes the next SQL migration from the schema in src/db/schema (drizzle-kit generate).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
  cwd: here,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
