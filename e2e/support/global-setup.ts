import { fileURLToPath } from 'node:url';
import { freePort, type Service, startService } from './services.ts';

const webDir = fileURLToPath(new URL('../../packages/web', import.meta.url));

/**
 * Starts the product for the browser tests on free ports: the web app's production build, served
 * by `vite preview`. The tests read its address from E2E_WEB_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const services: Service[] = [
    await startService({
      name: 'web',
      command: 'npx',
      args: ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      cwd: webDir,
      url,
    }),
  ];
  process.env.E2E_WEB_URL = url;
  return async () => {
    await Promise.all(services.map((service) => service.stop()));
  };
}
