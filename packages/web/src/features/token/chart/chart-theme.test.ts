import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChartTheme, watchTheme } from './chart-theme.ts';

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('readChartTheme', () => {
  it("reads the element's text colour and the theme's success and danger tokens", () => {
    const element = document.createElement('div');
    element.style.color = 'rgb(1, 2, 3)';
    element.style.setProperty('--success', ' #0f8a5f');
    element.style.setProperty('--danger', '#c62828');
    document.body.append(element);
    expect(readChartTheme(element)).toEqual({
      text: 'rgb(1, 2, 3)',
      up: '#0f8a5f',
      down: '#c62828',
    });
    element.remove();
  });
});

describe('watchTheme', () => {
  it('calls back when the site theme changes, until unsubscribed', async () => {
    const onChange = vi.fn();
    const unwatch = watchTheme(onChange);
    document.documentElement.dataset.theme = 'light';
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    unwatch();
    document.documentElement.dataset.theme = 'dark';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
