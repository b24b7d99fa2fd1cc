// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, Panel, SectionHead, StatGrid, StatTile } from '@/components';

describe('page kit', () => {
  it('SectionHead gives its section a heading of the asked level and keeps its actions beside it', () => {
    render(
      <section aria-labelledby="t">
        <SectionHead title="Missions" titleId="t" level={3}>
          <button type="button">This week</button>
        </SectionHead>
      </section>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Missions' }).id).toBe('t');
    expect(screen.getByRole('region', { name: 'Missions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'This week' })).toBeTruthy();
  });

  it('Panel is a labelled section, a raised one adds the raised surface', () => {
    render(
      <>
        <Panel aria-label="Flat">a</Panel>
        <Panel raised as="aside" aria-label="Side">b</Panel>
      </>,
    );
    const flat = screen.getByRole('region', { name: 'Flat' });
    const side = screen.getByRole('complementary', { name: 'Side' });
    expect(flat.className.split(' ')).toHaveLength(1);
    expect(side.className.split(' ')).toHaveLength(2);
  });

  it('EmptyState shows title and text, announces a failure and retries on click', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<EmptyState testId="no-data" title="Nothing here" text="Try another filter" />);
    const box = screen.getByTestId('no-data');
    expect(box.getAttribute('role')).toBeNull();
    expect(within(box).getByText('Nothing here')).toBeTruthy();
    expect(within(box).getByText('Try another filter')).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();

    rerender(<EmptyState alert title="Did not load" onRetry={onRetry} retryLabel="Try again" />);
    const alert = screen.getByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('StatTiles are terms and figures of one description list, with note and hint', () => {
    render(
      <StatGrid aria-label="Totals">
        <StatTile label="Deposits" value="₱100.00" tone="credit" note="2 orders" />
        <StatTile label="Bets" value="12" hint="settled only" />
      </StatGrid>,
    );
    const list = screen.getByLabelText('Totals');
    expect(list.tagName).toBe('DL');
    expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual(['Deposits', 'Bets']);
    expect(within(list).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['₱100.002 orders', '12', 'settled only']);
  });
});
