import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const port = Number(process.env.WEB_PORT ?? 8080);

export default defineConfig({
  plugins: [react()],
  server: { port },
  preview: { port },
  build: { outDir: 'dist' },
});
