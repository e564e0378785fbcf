import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { startSeededSession } from '@mocks/sessions';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';

const server = setupMockApi();

describe('/post-job', () => {
  it('sends a visitor to sign in first', async () => {
    const { router } = renderApp('/post-job');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/post-job' });
  });

  it('says what is missing and sends nothing', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('corporate'));
    renderApp('/post-job');
    await user.type(await screen.findByLabelText('From'), '5000');
    await user.type(screen.getByLabelText('To'), '3000');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(
      await screen.findByText('Give the job a title of at least 5 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose the country of the job')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByText('The maximum must be at least the minimum')).toBeInTheDocument();
    expect(screen.getByText('Add the web address where candidates apply')).toBeInTheDocument();
  });

  it('posts a remote job that is then first on the board', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('corporate'));
    const { router } = renderApp('/post-job');
    await user.type(await screen.findByLabelText('Job title'), 'Remote Travel Writer');
    await user.type(screen.getByLabelText('Company'), 'Wander Press');
    await user.selectOptions(screen.getByLabelText('Workplace'), 'remote');
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'marketing');
    await user.type(
      screen.getByLabelText('Description'),
      'Write destination guides and short travel stories for our readers across Asia.',
    );
    await user.type(
      screen.getByLabelText('Requirements (optional)'),
      'Portfolio{Enter}{Enter}English',
    );
    await user.type(screen.getByLabelText('Where to apply'), 'https://wander.example/jobs');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Your job is live')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View your job' });
    expect(link.getAttribute('href')).toMatch(/^\/jobs\/\d+$/);

    await router.navigate({ to: '/jobs' });
    const firstCard = (await screen.findAllByRole('article'))[0]!;
    expect(
      within(firstCard).getByRole('heading', { name: 'Remote Travel Writer' }),
    ).toBeInTheDocument();
  });

  it('keeps everything typed when posting fails, and says so', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('corporate'));
    server.use(
      http.post(`${API_ORIGIN}/jobs`, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    renderApp('/post-job');
    await user.type(await screen.findByLabelText('Job title'), 'Remote Travel Writer');
    await user.type(screen.getByLabelText('Company'), 'Wander Press');
    await user.selectOptions(screen.getByLabelText('Workplace'), 'remote');
    await user.selectOptions(screen.getByLabelText('Category'), 'marketing');
    const description =
      'Write destination guides and short travel stories for our readers across Asia.';
    await user.type(screen.getByLabelText('Description'), description);
    await user.type(screen.getByLabelText('Where to apply'), 'https://wander.example/jobs');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again/i);
    expect(screen.getByLabelText('Job title')).toHaveValue('Remote Travel Writer');
    expect(screen.getByLabelText('Description')).toHaveValue(description);
    expect(screen.getByLabelText('Where to apply')).toHaveValue('https://wander.example/jobs');
  });

  it('says so when the countries cannot be loaded', async () => {
    server.use(
      http.get(`${API_ORIGIN}/locations`, () =>
        HttpResponse.json({ message: 'Bad request.' }, { status: 400 }),
      ),
    );
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('corporate'));
    renderApp('/post-job');
    expect(
      await screen.findByText('We could not load the countries. Reload the page to try again.'),
    ).toBeInTheDocument();
  });
});
