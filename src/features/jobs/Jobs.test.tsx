import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { JobListResponse } from '@/api/generated';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';

const server = setupMockApi();

const titles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** The unfiltered board lists every job the database holds (`GET /jobs` without filters). */
const allJobsFound = () => `${db.job.findMany().length} jobs found`;

describe('/jobs', () => {
  it('folds its filters behind a Filters button that says how many are set', async () => {
    renderApp('/jobs?type=tech&remote=true');
    const toggle = await screen.findByRole('button', { name: 'Filters (2 active)' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByLabelText('Type')).toHaveValue('tech');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists 10 jobs per page with the count, cards and the employer links', async () => {
    renderApp('/jobs');
    expect(await screen.findByText(allJobsFound())).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Post a job' }),
    ).toHaveAttribute('href', '/post-job');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Employer packages' }),
    ).toHaveAttribute('href', '/employer-packages');
  });

  it('keeps the last jobs on screen, marked busy, until the next sort’s answer', async () => {
    renderApp('/jobs');
    await waitFor(() => expect(titles()).toHaveLength(10));
    const [firstJob] = titles();
    let answerSorted = () => {};
    const sortedAnswered = new Promise<void>((resolve) => (answerSorted = resolve));
    // The answer starts at once and its jobs follow when the test says: held back whole, it would
    // run into the client's time limit (1 s in tests) on a slow machine, and fail as a timeout.
    server.use(
      http.get(`${API_ORIGIN}/jobs`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('sort') !== 'salary') return undefined;
        const answer = (await getResponse(handlers, request))!;
        const jobs = new Uint8Array(await answer.arrayBuffer());
        const body = new ReadableStream({
          async start(controller) {
            await sortedAnswered;
            controller.enqueue(jobs);
            controller.close();
          },
        });
        return new HttpResponse(body, { status: answer.status, headers: answer.headers });
      }),
    );
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest salary');
    const list = screen.getByRole('heading', { level: 2, name: firstJob! }).closest('ul')!;
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    answerSorted();
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  });

  it('restores every filter from the URL', async () => {
    renderApp('/jobs?type=tech&remote=true&visa=true&sort=salary&direction=asc&search=engineer');
    await screen.findByText(/jobs? found/);
    expect(screen.getByLabelText('Type')).toHaveValue('tech');
    expect(screen.getByLabelText('Remote allowed')).toBeChecked();
    expect(screen.getByLabelText('Visa sponsorship')).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('salary:asc');
    expect(screen.getByLabelText('Search jobs')).toHaveValue('engineer');
  });

  it('debounces the search and goes back to page 1 when it settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { router } = renderApp('/jobs?page=4');
      fireEvent.change(await screen.findByLabelText('Search jobs'), { target: { value: 'nurse' } });
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(router.state.location.search).toEqual({ page: 4 });
      await act(() => vi.advanceTimersByTimeAsync(150));
      await waitFor(() => expect(router.state.location.search).toEqual({ search: 'nurse' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters remote jobs open to applicants in a chosen country', async () => {
    const { router } = renderApp('/jobs?location=remote');
    const applicant = await screen.findByLabelText('Open to applicants in');
    await waitFor(() =>
      expect(within(applicant).getByRole('option', { name: 'Vietnam' })).toBeInTheDocument(),
    );
    await user.selectOptions(applicant, 'Vietnam');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ location: 'remote', applicant: 'Vietnam' }),
    );
    await waitFor(() => {
      for (const place of screen.getAllByText(/Remote, /))
        expect(place.textContent).toMatch(/anywhere|Vietnam/);
    });
  });

  it('shows an empty state with a way to clear the filters when nothing matches', async () => {
    renderApp('/jobs?search=zzzzzz');
    expect(await screen.findByText('No jobs match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText(allJobsFound())).toBeInTheDocument();
  });

  it('falls back to 6 sample jobs only when the unfiltered board is empty', async () => {
    server.use(
      http.get(`${API_ORIGIN}/jobs`, () =>
        HttpResponse.json({
          data: [],
          meta: { total: 0, per_page: 10, current_page: 1, last_page: 1 },
          available_filters: { country: [] },
        } satisfies JobListResponse),
      ),
    );
    renderApp('/jobs');
    expect(await screen.findAllByText('Sample listing')).toHaveLength(6);
  });

  it('shows the error message with Retry', async () => {
    server.use(
      http.get(`${API_ORIGIN}/jobs`, () => HttpResponse.json({ message: 'x' }, { status: 400 })),
    );
    renderApp('/jobs');
    expect(
      await screen.findByText('Error loading jobs. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/jobs/{id}', () => {
  it('shows every section, an external Apply link and similar jobs from the API', async () => {
    renderApp('/jobs/7');
    const title = await screen.findByRole('heading', { level: 1 });
    for (const section of [
      'Responsibilities',
      'Requirements',
      'Benefits',
      'Interview process',
      'Skills',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: /^About / })).toBeInTheDocument();
    const apply = screen.queryByRole('link', { name: /Apply Now/ });
    if (apply) {
      expect(apply).toHaveAttribute('target', '_blank');
      expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    } else {
      expect(screen.getByText('This job no longer accepts applications.')).toBeInTheDocument();
    }
    const similar = await screen.findByRole('region', { name: 'Similar jobs' });
    expect(
      within(similar)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === '/jobs/7'),
    ).toBe(false);
    expect(title).toBeInTheDocument();
  });

  it('puts Apply Now before the similar jobs, the order a phone shows them in', async () => {
    renderApp('/jobs/7');
    const similar = await screen.findByRole('region', { name: 'Similar jobs' });
    const apply = screen.getByRole('region', { name: 'Apply' });
    expect(apply.compareDocumentPosition(similar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('disables Apply for a job past its deadline', async () => {
    await db.job.update((q) => q.where({ id: 7 }), {
      data: (row) => void (row.application_deadline = '2020-01-01T00:00:00.000Z'),
    });
    renderApp('/jobs/7');
    expect(await screen.findByText('This job no longer accepts applications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
  });

  it('shows not found for a non-numeric id without asking the API', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) =>
      requests.push(new URL(request.url).pathname),
    );
    renderApp('/jobs/not-a-number');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job not found' }),
    ).toBeInTheDocument();
    expect(requests.filter((path) => path.startsWith('/api/jobs'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows not found for an unknown id', async () => {
    renderApp('/jobs/999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job not found' }),
    ).toBeInTheDocument();
  });

  it("says 'Error loading job details' with a way back when the job cannot load", async () => {
    server.use(
      http.get(`${API_ORIGIN}/jobs/:id`, () =>
        HttpResponse.json({ message: 'x' }, { status: 400 }),
      ),
    );
    renderApp('/jobs/7');
    expect(await screen.findByText('Error loading job details')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Jobs' })[0]).toHaveAttribute(
      'href',
      '/jobs',
    );
  });

  it('goes back to the list with its filters', async () => {
    const { router } = renderApp('/jobs?type=teaching&page=2');
    await screen.findByText(/jobs? found/);
    await router.navigate({ to: '/jobs/$id', params: { id: 7 } });
    const back = await screen.findByRole('link', { name: 'Back to Jobs' });
    expect(back).toHaveAttribute('href', '/jobs?type=teaching&page=2');
  });

  it('copies the link when the browser cannot share, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/jobs/7');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('https://www.ginger.example/jobs/7');
    expect(await screen.findByText('Link copied to your clipboard.')).toBeInTheDocument();
  });
});
