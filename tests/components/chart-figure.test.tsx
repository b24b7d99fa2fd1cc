// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartFigure, type ChartSeries } from '../../src/components';

afterEach(cleanup);

const SERIES: ChartSeries[] = [
  { key: 'bet', label: 'Staked', stops: ['#e0a800', '#ffe08a'] },
  { key: 'win', label: 'Won', stops: ['#7c3aed', '#c084fc'], swatchClassName: 'purple' },
];

function renderChart(direction: 'up' | 'right') {
  return render(
    <ChartFigure title="Stakes and wins" description="Per game type" tableId="rows" width={400} height={120} series={SERIES} direction={direction}>
      {(fill) => (
        <>
          <rect data-testid="bet" width={10} height={10} fill={fill('bet')} />
          <rect data-testid="win" width={10} height={10} fill={fill('win')} />
        </>
      )}
    </ChartFigure>,
  );
}

describe('ChartFigure', () => {
  it('is one image named by its title and description that points to the table with the same figures', () => {
    renderChart('up');
    const chart = screen.getByRole('img', { name: 'Stakes and wins Per game type' });
    expect(chart.getAttribute('aria-details')).toBe('rows');
    expect(chart.getAttribute('viewBox')).toBe('0 0 400 120');
  });

  it('paints each series with its own gradient, running the way the bars grow', () => {
    const { container } = renderChart('right');
    for (const key of ['bet', 'win']) {
      const id = /^url\(#(.+)\)$/.exec(screen.getByTestId(key).getAttribute('fill') ?? '')?.[1];
      const gradient = container.querySelector(`linearGradient[id="${id}"]`);
      expect(gradient, key).not.toBeNull();
      expect([gradient!.getAttribute('x2'), gradient!.getAttribute('y2')]).toEqual(['1', '0']);
    }
    const stops = [...container.querySelectorAll(`linearGradient stop`)].map((stop) => stop.getAttribute('stop-color'));
    expect(stops).toEqual(['#e0a800', '#ffe08a', '#7c3aed', '#c084fc']);
  });

  it('names the series in a legend hidden from screen readers, with the swatch class a series gives', () => {
    const { container } = renderChart('up');
    const legend = container.querySelector('figcaption [aria-hidden="true"]');
    expect(legend?.textContent).toBe('StakedWon');
    expect(legend?.children[1]?.classList.contains('purple')).toBe(true);
  });
});
