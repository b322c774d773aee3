import { ConfigError, parseCommandLine, USAGE } from './config.ts';
import { startDevnet, type SeedContext } from './devnet.ts';
import { seedWorld, type SeedWorldResult } from './seed/seed-world.ts';

const log = (line: string): void => console.log(`[devnet] ${line}`);

async function seedFreshWorld(context: SeedContext): Promise<SeedWorldResult> {
  const started = performance.now();
  log('fresh data directory: seeding the world (tokens, pools, accounts, history)');
  const result = await seedWorld(context);
  log(`seeded to block ${context.chain.height} in ${Math.round(performance.now() - started)} ms`);
  return result;
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseCommandLine(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.help) {
    console.log(USAGE);
    return;
  }
  const { config } = parsed;
  const devnet = await startDevnet({
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    blockInterval: config.blockInterval,
    reset: config.reset,
    cors: config.cors,
    accountCount: config.accountCount,
    seed: seedFreshWorld,
    log,
  });
  const world = devnet.world();
  const interval =
    config.blockInterval === 'manual'
      ? 'manual mining'
      : `a block every ${config.blockInterval} ms`;
  console.log(`opswap devnet (regtest) at ${devnet.url}/api/v1/json-rpc`);
  console.log(`  data: ${config.dataDir}, height ${devnet.chain.height}, ${interval}`);
  console.log(`  mnemonic: ${world.mnemonic}`);
  for (const [name, contract] of Object.entries(world.contracts)) {
    console.log(`  ${name.padEnd(12)} ${contract.address} ${contract.p2op}`);
  }
  for (const account of devnet.accounts.all()) {
    console.log(`  account ${account.index}: ${account.p2tr} ${account.opnetAddress}`);
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`[devnet] ${signal}: shutting down`);
    devnet.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
