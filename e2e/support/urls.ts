/** A setting of the run that the global setup made (support/global-setup.ts). */
export function runSetting(
  name: 'E2E_WEB_URL' | 'E2E_RPC_URL' | 'E2E_API_URL' | 'E2E_RUN_DIR',
): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return value;
}

/** The address of the web app that the global setup started. */
export function webUrl(path = '/'): string {
  return new URL(path, runSetting('E2E_WEB_URL')).toString();
}
