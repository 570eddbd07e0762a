import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('Home (spec 2.1)', () => {
  it('offers a visitor Login and no About button to the product page, which is not built yet', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Structure Risk Review' });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'About SRR' })).toBeNull();
  });
});
