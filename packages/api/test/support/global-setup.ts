import type { TestProject } from 'vitest/node';
import setupDevnetTemplate from './devnet-template.ts';
import setupPostgres from './postgres-cluster.ts';

/**
 * Vitest runs a project's global setup files one after the other; these two need nothing of each
 * other, so they run together: the devnet seeds its world in its own process while the database
 * templates are made (a minute or more, one after the other, on a busy two-core machine).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const settled = await Promise.allSettled([setupDevnetTemplate(project), setupPostgres(project)]);
  const teardowns = settled.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const teardown = async () => {
    for (const done of teardowns) await done();
  };
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}
