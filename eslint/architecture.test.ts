// The architecture rules through the repository's own eslint.config.js: each source is linted as
// if it were the file at `file` (which need not exist), so the config's file patterns apply.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: REPO_ROOT, overrideConfigFile: 'eslint.config.js' });

// The first lint loads the config and its plugins and parsers: about a second on a quiet machine,
// over five (a test's default limit) on two cores shared with the rest of `npm test`. Loaded once
// here, under a limit that reflects that work, so each case times only its own lint.
beforeAll(async () => {
  await eslint.lintText('', { filePath: join(REPO_ROOT, 'packages/web/src/main.tsx') });
}, 60_000);

const PACKAGES = 'architecture/package-boundaries';
const LAYERS = 'architecture/web-layers';
const LAZY_CHAIN = 'architecture/lazy-chain-imports';

interface Case {
  name: string;
  file: string;
  code: string;
  /** The architecture rule the code breaks; null where it breaks none. */
  breaks: string | null;
}

/** The architecture rules `code` breaks, and any parse error, as if it were the file at `file`. */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, file) });
  return result!.messages
    .filter((message) => message.fatal || message.ruleId?.startsWith('architecture/'))
    .map((message) => message.ruleId ?? message.message);
}

function check(cases: Case[]) {
  it.each(cases)('$name', async ({ file, code, breaks }) => {
    expect(await brokenRules(file, code)).toEqual(breaks ? [breaks] : []);
  });
}

describe('a package imports no other package but protocol', () => {
  check([
    {
      name: 'api importing @opswap/devnet',
      file: 'packages/api/src/indexer/sync.ts',
      code: "import { startDevnet } from '@opswap/devnet/src/main.ts';\nstartDevnet();",
      breaks: PACKAGES,
    },
    {
      name: 'devnet importing the api by a relative path',
      file: 'packages/devnet/src/rpc/server.ts',
      code: "import { buildApp } from '../../../api/src/app.ts';\nbuildApp();",
      breaks: PACKAGES,
    },
    {
      name: 'protocol importing web',
      file: 'packages/protocol/src/swap/quote.ts',
      code: "export { appConfig } from '@opswap/web/src/lib/config/app-config.ts';",
      breaks: PACKAGES,
    },
    {
      name: "e2e reaching into protocol's folder instead of importing @opswap/protocol",
      file: 'e2e/support/urls.ts',
      code: "import { ROUTES } from '../../packages/protocol/src/routes.ts';\nROUTES;",
      breaks: PACKAGES,
    },
    {
      name: 'api importing @opswap/protocol',
      file: 'packages/api/src/routes/activity.ts',
      code: "import { POLL_MS } from '@opswap/protocol/constants';\nPOLL_MS;",
      breaks: null,
    },
    {
      name: 'devnet importing its own modules',
      file: 'packages/devnet/src/rpc/server.ts',
      code: "import { Chain } from '../chain/chain.ts';\nnew Chain();",
      breaks: null,
    },
    {
      name: "e2e naming devnet's entry file to start it as a process",
      file: 'e2e/support/devnet.ts',
      code: "import { resolve } from 'node:path';\nresolve('..', 'packages/devnet/src/main.ts');",
      breaks: null,
    },
  ]);
});

describe('web layers import downwards: hooks < ui < lib < entities < features < app', () => {
  check([
    {
      name: 'a feature importing another feature',
      file: 'packages/web/src/features/swap/components/swap-form.tsx',
      code: "import { ReserveScreen } from '../../native-swap/reserve-screen.tsx';\nReserveScreen;",
      breaks: LAYERS,
    },
    {
      name: 'lib importing a feature',
      file: 'packages/web/src/lib/query/query-client.ts',
      code: "import { useSwapForm } from '../../features/swap/stores/swap-form.ts';\nuseSwapForm;",
      breaks: LAYERS,
    },
    {
      name: 'ui importing lib',
      file: 'packages/web/src/ui/button.tsx',
      code: "import { appConfig } from '../lib/config/app-config.ts';\nappConfig;",
      breaks: LAYERS,
    },
    {
      name: 'hooks importing ui',
      file: 'packages/web/src/hooks/use-debounced.ts',
      code: "import { Button } from '../ui/button.tsx';\nButton;",
      breaks: LAYERS,
    },
    {
      name: 'an entity importing a feature',
      file: 'packages/web/src/entities/tokens/token-list.ts',
      code: "import { SendForm } from '../../features/send/components/send-form.tsx';\nSendForm;",
      breaks: LAYERS,
    },
    {
      name: 'lib loading an entity with import()',
      file: 'packages/web/src/lib/wallet/wallet-store.ts',
      code: "await import('../../entities/settings/settings-store.ts');",
      breaks: LAYERS,
    },
    {
      name: 'a feature importing its own folder, entities, lib, ui and hooks',
      file: 'packages/web/src/features/swap/components/swap-form.tsx',
      code: [
        "import { useSwapForm } from '../stores/swap-form.ts';",
        "import { tokenList } from '../../../entities/tokens/token-list.ts';",
        "import { appConfig } from '../../../lib/config/app-config.ts';",
        "import { Button } from '../../../ui/button.tsx';",
        "import { useDebounced } from '../../../hooks/use-debounced.ts';",
        'export const used = [useSwapForm, tokenList, appConfig, Button, useDebounced];',
      ].join('\n'),
      breaks: null,
    },
    {
      name: 'an entity importing another entity',
      file: 'packages/web/src/entities/native-swap/listing-queries.ts',
      code: "import { tokenList } from '../tokens/token-list.ts';\ntokenList;",
      breaks: null,
    },
    {
      name: 'app importing features',
      file: 'packages/web/src/app/router.tsx',
      code: "import { SwapScreen } from '../features/swap/swap-screen.tsx';\nSwapScreen;",
      breaks: null,
    },
    {
      name: 'main.tsx importing app',
      file: 'packages/web/src/main.tsx',
      code: "import { App } from './app/app.tsx';\nApp;",
      breaks: null,
    },
  ]);
});

describe('web code loads the chain libraries and chain modules with import()', () => {
  check([
    {
      name: 'a feature importing a value of opnet statically',
      file: 'packages/web/src/features/swap/api/pool-quote.ts',
      code: "import { getContract } from 'opnet';\ngetContract;",
      breaks: LAZY_CHAIN,
    },
    {
      name: 'lib importing @btc-vision/transaction statically',
      file: 'packages/web/src/lib/wallet/wallet-store.ts',
      code: "import { Address } from '@btc-vision/transaction';\nAddress;",
      breaks: LAZY_CHAIN,
    },
    {
      name: 'inline type specifiers, which still load the module',
      file: 'packages/web/src/features/swap/api/pool-quote.ts',
      code: "import { type CallResult } from 'opnet';\nexport type Result = CallResult;",
      breaks: LAZY_CHAIN,
    },
    {
      name: 'a hook importing a chain module statically',
      file: 'packages/web/src/features/swap/hooks/use-pool-swap.ts',
      code: "import { sendPoolSwap } from '../chain/pool-swap-chain.ts';\nsendPoolSwap;",
      breaks: LAZY_CHAIN,
    },
    {
      name: 'a feature importing a type of opnet',
      file: 'packages/web/src/features/swap/api/pool-quote.ts',
      code: "import type { CallResult } from 'opnet';\nexport type Result = CallResult;",
      breaks: null,
    },
    {
      name: 'a feature loading opnet with a bare import(), in one long task',
      file: 'packages/web/src/features/swap/api/pool-quote.ts',
      code: "export const opnet = await import('opnet');",
      breaks: LAZY_CHAIN,
    },
    {
      name: 'a hook loading a chain module with a bare import(), in one long task',
      file: 'packages/web/src/features/swap/hooks/use-pool-swap.ts',
      code: "export const chain = await import('../chain/pool-swap-chain.ts');",
      breaks: LAZY_CHAIN,
    },
    {
      name: 'a hook loading a chain module through the staged loader',
      file: 'packages/web/src/features/swap/hooks/use-pool-swap.ts',
      code: [
        "import { loadChainModule } from '../../../lib/chain/load-chain.ts';",
        "export const chain = await loadChainModule(() => import('../chain/pool-swap-chain.ts'));",
      ].join('\n'),
      breaks: null,
    },
    {
      name: "a worker's entry importing its chain module with import()",
      file: 'packages/web/src/features/token/metrics/metrics-worker.ts',
      code: "export const chain = await import('./metrics-chain.ts');",
      breaks: null,
    },
    {
      name: 'a chain module importing opnet and another chain module statically',
      file: 'packages/web/src/features/swap/chain/pool-swap-chain.ts',
      code: [
        "import { getContract } from 'opnet';",
        "import { getProvider } from '../../../lib/chain/chain-client.ts';",
        'export const used = [getContract, getProvider];',
      ].join('\n'),
      breaks: null,
    },
    {
      name: 'a *-chain.ts module importing @btc-vision/bitcoin statically',
      file: 'packages/web/src/entities/native-swap/reservation-chain.ts',
      code: "import { toHex } from '@btc-vision/bitcoin';\ntoHex;",
      breaks: null,
    },
    {
      name: "a screen importing lib/chain's loader statically",
      file: 'packages/web/src/features/wallet/network-follow.ts',
      code: "import { loadChain } from '../../lib/chain/load-chain.ts';\nloadChain;",
      breaks: null,
    },
  ]);
});
