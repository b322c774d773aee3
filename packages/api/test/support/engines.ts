import type { Engine } from '../../src/db/database.ts';

const ALL_ENGINES: readonly Engine[] = ['pglite', 'postgres'];

/**
 * The engines the engine-parameterised tests run on: both, unless OPSWAP_TEST_ENGINES names
 * some (npm test's Node 24 run names pglite: scripts/test.mjs says why).
 */
export const ENGINES: readonly Engine[] = enginesNamed(process.env.OPSWAP_TEST_ENGINES);

function enginesNamed(setting: string | undefined): readonly Engine[] {
  if (setting === undefined || setting === '') return ALL_ENGINES;
  const named = setting.split(',').map((name) => name.trim());
  const unknown = named.filter((name) => !ALL_ENGINES.includes(name as Engine));
  if (unknown.length > 0) {
    throw new Error(
      `OPSWAP_TEST_ENGINES names ${unknown.join(', ')}: the engines are ${ALL_ENGINES.join(', ')}.`,
    );
  }
  return ALL_ENGINES.filter((engine) => named.includes(engine));
}
