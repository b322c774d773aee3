import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { opnetDedupe } from './opnet-dedupe.ts';
import { runtimeConfigPlugin } from './runtime-config.ts';

const port = Number(process.env.WEB_PORT ?? 8080);

export default defineConfig({
  plugins: [opnetDedupe(), react(), tailwindcss(), runtimeConfigPlugin()],
  server: { port },
  preview: { port },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2500 },
});
