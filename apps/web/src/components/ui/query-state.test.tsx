import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state';

function List({ load, failed }: { load: () => Promise<string[]>; failed?: string }) {
  const query = useQuery({ queryKey: ['list'], queryFn: load, retry: false });
  return (
    <QueryState query={query} loading="Loading the trainings" failed={failed}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function show(load: () => Promise<string[]>, failed?: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <List load={load} failed={failed} />
    </QueryClientProvider>,
  );
}

describe('a list a page loads: loading, failed with a retry, or the list', () => {
  it('names what loads, then shows the list', async () => {
    show(async () => ['Passing', 'Finishing']);
    expect(screen.getByText('Loading the trainings')).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });

  it('says what could not be loaded; "Try again" loads it again', async () => {
    let calls = 0;
    show(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return ['Passing'];
    }, 'The trainings could not be loaded.');
    expect(await screen.findByRole('alert')).toHaveTextContent('The trainings could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Passing');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('without its own words says "This could not be loaded."', async () => {
    show(async () => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
  });
});
