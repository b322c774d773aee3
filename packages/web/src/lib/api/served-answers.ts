import { type infer as Infer, object, record, safeParse, string } from 'zod/mini';

/**
 * The answers of the api reads that the server made to render the page it served (a token page's
 * first frame: served-page.tsx), embedded in the page, by path. The app starts from them, so its
 * first render is the frame the server drew rather than a loading state.
 */
const servedAnswersSchema = object({ network: string(), answers: record(string(), string()) });
export type ServedAnswers = Infer<typeof servedAnswersSchema>;

const ELEMENT_ID = 'served-answers';

/** The element that carries the answers: JSON that no `</script>` in an answer can end early. */
export function servedAnswersMarkup(served: ServedAnswers): string {
  const json = JSON.stringify(served).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/**
 * The page's served answers if they were read on `network`, taken out of the page: they are
 * for its first render only, and a later visit to the same page reads afresh.
 */
export function takeServedAnswers(network: string): Record<string, string> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element) return null;
  element.remove();
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
  const served = safeParse(servedAnswersSchema, json);
  return served.success && served.data.network === network ? served.data.answers : null;
}
