/** The colours a chart draws with, read from the site theme's tokens (app.css). */
export interface ChartTheme {
  text: string;
  up: string;
  down: string;
}

/** The theme's colours where `element` sits: its text colour and the success/danger tokens. */
export function readChartTheme(element: HTMLElement): ChartTheme {
  const styles = getComputedStyle(element);
  return {
    text: styles.color,
    up: styles.getPropertyValue('--success').trim(),
    down: styles.getPropertyValue('--danger').trim(),
  };
}

/**
 * Calls `onChange` whenever the site theme changes (the theme store sets <html data-theme>), so a
 * canvas, which CSS cannot restyle, redraws in the new colours. Returns the unsubscribe.
 */
export function watchTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
