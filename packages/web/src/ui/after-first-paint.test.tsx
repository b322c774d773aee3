import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  const ui = (
    <AfterFirstPaint placeholder={<p>Loading the table…</p>}>
      <table aria-label="Long table" />
    </AfterFirstPaint>
  );

  it('draws the placeholder in the first render', () => {
    expect(renderToStaticMarkup(ui)).toBe('<p>Loading the table…</p>');
  });

  it('then draws its children in their place', async () => {
    render(ui);
    expect(await screen.findByRole('table', { name: 'Long table' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the table…')).not.toBeInTheDocument();
  });
});
