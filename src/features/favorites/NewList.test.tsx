import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { startSeededSession } from '@mocks/sessions';
import { setupMockApi } from '@mocks/testing';

setupMockApi();

describe('/lists/new', () => {
  it('makes a named list from some saved places', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderApp('/lists/new');
    const places = await screen.findByRole('group', { name: 'Places on this list' });
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect(
      await screen.findByText('Name your list with at least 2 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose at least one saved place')).toBeInTheDocument();

    await user.type(screen.getByLabelText('List name'), 'Winter trip');
    const [first, second] = places.querySelectorAll('input[type="checkbox"]');
    await user.click(first!);
    await user.click(second!);
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('List created')).toBeInTheDocument();
    expect(screen.getByText('Winter trip holds 2 places.')).toBeInTheDocument();
  });
});
