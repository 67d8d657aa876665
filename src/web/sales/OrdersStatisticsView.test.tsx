import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, setLanguage } from '../app/i18n';
import { installFakeApi } from '../test/fake-api';
import { location, renderWithApp } from '../test/render';
import { latinTexts } from '../test/untranslated';
import { OrdersStatisticsView } from './OrdersStatisticsView';

// The first render of MUI (and of the charts) takes more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const answer = {
  ordersCount: 1234,
  ordersSum: 1234567.891,
  ordersCommissionSum: 2345.6,
  averageOrderSum: 999.5,
  clientsCount: 17,
  brandsCount: 9,
  activeClientsPercent: 12.5,
  departmentPie: [
    { t: 'Sales', v: 1000000 },
    { t: 'AdX', v: 234567.89 },
  ],
  managersPie: [{ t: 'Ada Admin', v: 1234567.89 }],
  clientsPie: [
    { t: 'Acme', v: 1200000 },
    { t: 'Zeta', v: 20000 },
    { t: 'Other', v: 14567.89 },
  ],
  orderSumsDistrib: [
    { t: '< 100K', v: 1200 },
    { t: '100K–500K', v: 300 },
    { t: '≥ 5M', v: 30 },
  ],
  ordersPie: [
    { order: 42, name: 'Big order', sellerName: 'Ada Admin', total: 500000 },
    { order: 43, name: 'Small order', sellerName: 'Uma User', total: 1234.5 },
  ],
};

const filters = { dateReport__btw: '2026-11-01,2026-12-01', department: '5' };

function fakeStatistics(body: object = answer) {
  const api = installFakeApi();
  api.on('GET', '/api/orders/statistic/', () => ({ body }));
  return api;
}

const value = (name: string) => screen.getByTestId(`stat-${name}-value`);
const legend = (chart: string) => [...screen.getByTestId(`chart-${chart}`).querySelectorAll('.MuiChartsLegend-label')].map((l) => l.textContent);

describe('orders statistics view', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('asks for the statistics of exactly the filtered orders', async () => {
    const api = fakeStatistics();
    renderWithApp(<OrdersStatisticsView filters={filters} />);
    await screen.findByTestId('stat-ordersCount');
    const query = api.last('GET', '/api/orders/statistic/')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual(filters);
  });

  it('shows counts as plain digits (API.md "Display"), sums short with the full 2-decimal value in the tooltip, and the active share as a percent', async () => {
    fakeStatistics();
    renderWithApp(<OrdersStatisticsView filters={filters} />);
    expect((await screen.findByTestId('stat-ordersCount-value')).textContent).toBe('1234');
    expect(within(screen.getByTestId('stat-ordersCount')).getByText('Number of orders')).toBeTruthy();
    expect(value('ordersSum').textContent).toBe('1.23M');
    expect(value('ordersSum').getAttribute('title')).toBe('1,234,567.89');
    expect(value('ordersCommissionSum').textContent).toBe('2.35K');
    expect(value('ordersCommissionSum').getAttribute('title')).toBe('2,345.60');
    expect(value('averageOrderSum').textContent).toBe('999.50');
    expect(value('clientsCount').textContent).toBe('17');
    expect(value('brandsCount').textContent).toBe('9');
    expect(value('activeClientsPercent').textContent).toBe('12.50 %');
  });

  it('draws one pie slice per item, labelled by its text, with the server\'s "Other" translated', async () => {
    fakeStatistics();
    setLanguage('ru');
    renderWithApp(<OrdersStatisticsView filters={filters} />);
    await screen.findByTestId('chart-clientsPie');
    expect(legend('departmentPie')).toEqual(['Sales', 'AdX']);
    expect(legend('managersPie')).toEqual(['Ada Admin']);
    expect(legend('clientsPie')).toEqual(['Acme', 'Zeta', 'Прочие']);
    expect(screen.getByTestId('chart-clientsPie').querySelectorAll('.MuiPieArc-root')).toHaveLength(3);
  });

  it('draws the order sum distribution as bars as high as their counts', async () => {
    fakeStatistics();
    renderWithApp(<OrdersStatisticsView filters={filters} />);
    const chart = await screen.findByTestId('chart-orderSumsDistrib');
    for (const band of ['< 100K', '100K–500K', '≥ 5M']) expect(within(chart).getByText(band)).toBeTruthy();
    const heights = () => [...chart.querySelectorAll('rect[layout="vertical"]')].map((bar) => Number(bar.getAttribute('height')));
    // bars grow into place; once drawn, their heights (whole pixels) are in the ratio of the counts
    const counts = answer.orderSumsDistrib.map((band) => band.v);
    await waitFor(() => {
      const drawn = heights();
      expect(drawn).toHaveLength(counts.length);
      expect(drawn[0]).toBeGreaterThan(100);
      drawn.forEach((height, i) => expect(Math.abs(height - (drawn[0] * counts[i]) / counts[0])).toBeLessThanOrEqual(1));
    });
  });

  it('lists the largest orders with a link to each, the seller and the total with 2 decimals', async () => {
    fakeStatistics();
    renderWithApp(<OrdersStatisticsView filters={filters} />);
    const rows = await screen.findAllByTestId('orders-pie-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Big order', 'Ada Admin', '500,000.00'],
      ['Small order', 'Uma User', '1,234.50'],
    ]);
    const link = within(rows[0]).getByRole('link', { name: 'Big order' });
    expect(link.getAttribute('href')).toBe('/order/42');
    fireEvent.click(link);
    await waitFor(() => expect(location.current).toBe('/order/42'));
  });

  it('shows a progress bar until the answer comes, then the figures', async () => {
    const api = installFakeApi();
    let answerNow: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    api.on('GET', '/api/orders/statistic/', async () => {
      await answered;
      return { body: answer };
    });
    renderWithApp(<OrdersStatisticsView filters={filters} />);
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
    expect(screen.queryByTestId('stat-ordersCount')).toBeNull();
    answerNow();
    expect(await screen.findByTestId('stat-ordersCount')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it("shows the server's message when the statistics fail", async () => {
    const api = installFakeApi();
    api.on('GET', '/api/orders/statistic/', () => ({ status: 400, body: { detail: 'Unknown filter: colour' } }));
    renderWithApp(<OrdersStatisticsView filters={{ colour: 'red' }} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Unknown filter: colour');
    expect(screen.queryByTestId('stat-ordersCount')).toBeNull();
  });

  it('asks again when the filters change and shows the new figures', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/orders/statistic/', (req) => ({ body: { ...answer, ordersCount: req.query.get('department') === '1' ? 7 : 1234 } }));
    function WithDepartmentSwitch() {
      const [department, setDepartment] = useState('5');
      return (
        <>
          <button onClick={() => setDepartment('1')}>Sales only</button>
          <OrdersStatisticsView filters={{ department }} />
        </>
      );
    }
    renderWithApp(<WithDepartmentSwitch />);
    await waitFor(() => expect(value('ordersCount').textContent).toBe('1234'));
    fireEvent.click(screen.getByRole('button', { name: 'Sales only' }));
    await waitFor(() => expect(value('ordersCount').textContent).toBe('7'));
    expect(api.last('GET', '/api/orders/statistic/')?.query.get('department')).toBe('1');
  });

  it('says there is no data when no order matches', async () => {
    fakeStatistics({ ...answer, ordersCount: 0, departmentPie: [], managersPie: [], clientsPie: [], ordersPie: [] });
    renderWithApp(<OrdersStatisticsView filters={filters} />);
    const orders = await screen.findByTestId('orders-pie');
    expect(within(orders).getByText('No data')).toBeTruthy();
    expect(within(screen.getByTestId('chart-departmentPie')).getByText('No data')).toBeTruthy();
  });

  it('reads in Russian: labels translated, numbers in the Russian format', async () => {
    fakeStatistics();
    setLanguage('ru');
    renderWithApp(<OrdersStatisticsView filters={filters} />);
    await screen.findByTestId('stat-ordersCount');
    expect(within(screen.getByTestId('stat-ordersSum')).getByText('Сумма заказов')).toBeTruthy();
    expect(value('ordersSum').getAttribute('title')).toMatch(/^1\s234\s567,89$/);
    expect(value('activeClientsPercent').textContent).toBe('12,50 %');
    expect(latinTexts(['Sales', 'AdX', 'Ada', 'Admin', 'Acme', 'Zeta', 'Big', 'Small', 'order', 'Uma', 'User'])).toEqual([]);
  });
});
