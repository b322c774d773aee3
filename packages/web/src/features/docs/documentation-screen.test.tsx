import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import DocumentationScreen from './documentation-screen.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routes.documentation.pattern} element={<DocumentationScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DocumentationScreen', () => {
  it('shows the Terms of Service with the documentation sidebar', () => {
    renderAt(routes.documentation('terms'));
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(document.title).toBe('Terms of Service | opswap');
    const sidebar = screen.getByRole('navigation', { name: 'Documentation' });
    for (const entry of [
      'Introduction to swapping',
      'How to swap tokens',
      'Introduction to native swap',
      'How to swap tokens for bitcoin',
      'Terms of Service',
      'Privacy Policy',
    ]) {
      expect(within(sidebar).getByRole('link', { name: entry })).toBeInTheDocument();
    }
    expect(within(sidebar).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText(/opswap never holds your bitcoin/)).toBeInTheDocument();
  });

  it('shows the Privacy Policy', () => {
    renderAt(routes.documentation('privacy'));
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('says the guides are coming', () => {
    renderAt(routes.documentation('how-to-swap-tokens'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'How to swap tokens' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This page is coming soon.')).toBeInTheDocument();
  });

  it('lists every entry on /documentation', () => {
    renderAt(routes.documentation());
    expect(screen.getByRole('heading', { level: 1, name: 'Documentation' })).toBeInTheDocument();
  });

  it('says when a documentation page does not exist', () => {
    renderAt('/documentation/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all documentation' })).toHaveAttribute(
      'href',
      '/documentation',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | opswap');
  });
});
