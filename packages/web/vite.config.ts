import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  inlineEntryCss,
  preloadBootChunks,
  preloadChainStages,
  staticShell,
} from './boot-plugins.ts';
import { opnetDedupe } from './opnet-dedupe.ts';
import { runtimeConfigPlugin } from './runtime-config.ts';
import { screensSharedGroup } from './screen-chunks.ts';
import { servedPages } from './served-pages.ts';

const port = Number(process.env.WEB_PORT ?? 8080);

export default defineConfig({
  plugins: [
    opnetDedupe(),
    react(),
    tailwindcss(),
    runtimeConfigPlugin(),
    staticShell(),
    preloadBootChunks(),
    inlineEntryCss(),
    preloadChainStages(),
    servedPages(),
  ],
  // The chain worker (src/chain-worker.ts) imports opnet: the same ESM build and browser shims as
  // the app.
  worker: { format: 'es', plugins: () => [opnetDedupe()] },
  server: { port },
  preview: { port },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      // Rolldown's timing report names the slow steps of every build (the chain worker's own
      // bundle, the static shell's render, Tailwind): expected costs, printed in yellow, that a
      // newcomer reads as errors.
      checks: { bundlerTimings: false },
      output: {
        // The chain libraries in a few chunks that src/lib/chain/load-chain.ts evaluates one per
        // task, so loading them never blocks the main thread for one long task.
        codeSplitting: {
          groups: [
            {
              name: 'chain-crypto',
              test: /@btc-vision[\\/]transaction[\\/]browser[\\/](noble-|vendors|rolldown-runtime)/,
              priority: 4,
            },
            {
              name: 'chain-transaction-bitcoin',
              test: /@btc-vision[\\/]transaction[\\/]browser[\\/]btc-vision-bitcoin/,
              priority: 3,
            },
            {
              name: 'chain-transaction',
              test: /@btc-vision[\\/]transaction[\\/]browser[\\/]/,
              priority: 2,
            },
            { name: 'chain-bitcoin', test: /@btc-vision[\\/]bitcoin[\\/]/, priority: 1 },
            screensSharedGroup(),
          ],
        },
      },
    },
  },
});
