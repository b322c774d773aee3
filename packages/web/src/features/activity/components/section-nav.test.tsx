import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardSidebar } from '../../../entities/dashboard/dashboard-shell.tsx';
import { ActivityTabNav } from './section-nav.tsx';

describe('the activity and dashboard tab strips', () => {
  // jsdom applies no stylesheet: the classes are what a phone's browser gets (app.css defines
  // scrollbar-none).
  it('scroll sideways on a phone without a scrollbar under them', () => {
    render(
      <MemoryRouter>
        <ActivityTabNav />
        <DashboardSidebar />
      </MemoryRouter>,
    );
    for (const name of ['Activity tabs', 'Dashboard']) {
      expect(screen.getByRole('navigation', { name })).toHaveClass(
        'overflow-x-auto',
        'scrollbar-none',
      );
    }
  });
});
