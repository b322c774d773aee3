/** The address of the web app that the global setup started. */
export function webUrl(path = '/'): string {
  const base = process.env.E2E_WEB_URL;
  if (!base) throw new Error('E2E_WEB_URL is not set: run the tests through playwright.config.ts');
  return new URL(path, base).toString();
}
