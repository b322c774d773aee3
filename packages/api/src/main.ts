import { ConfigError, parseCommandLine, USAGE } from './config.ts';
import { startApi } from './server.ts';

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
  const api = await startApi(parsed.config);
  console.log(`opswap api at ${api.url}/api/v1/bitcoin/${parsed.config.network}/{userPublicKey}/`);
  console.log(`  database: ${api.databaseDescription}, node: ${parsed.config.rpcUrl}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal}: shutting down`);
    api.close().then(
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
  console.error(`[api] failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
