/** The dashboard screens (spec 2 §2.6): what they draw from the three answers, in both languages. */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, setLanguage } from '../app/i18n';
import { installFakeApi } from '../test/fake-api';
import { location, renderWithApp } from '../test/render';
import { latinTexts } from '../test/untranslated';
import AgeingScreen from './AgeingScreen';
import DashboardScreen from './DashboardScreen';
import HoldingScreen from './HoldingScreen';

// The first render of MUI (and of the charts) takes more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const year = new Date().getFullYear();
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const legend = (chart: string) => [...screen.getByTestId(`chart-${chart}`).querySelectorAll('.MuiChartsLegend-label')].map((l) => l.textContent);

afterEach(() => void i18n.changeLanguage('en'));

describe('summary', () => {
  const dash = {
    departments: [
      { date: `${year}-01-01`, department: 1, sum: 100, count: 3 },
      { date: `${year}-01-01`, department: 5, sum: 0.1, count: 1 },
      { date: `${year}-03-01`, department: 5, sum: 1000.2, count: 2 },
      { date: `${year - 1}-12-01`, department: 1, sum: 999999, count: 9 },
    ],
    managers: Array.from({ length: 12 }, (_, i) => ({ t: `Seller ${String.fromCharCode(65 + i)}`, v: (i + 1) * 10 })),
  };

  function fake() {
    const api = installFakeApi();
    api.on('GET', '/api/statistics/dash/', () => ({ body: dash }));
    return api;
  }

  it("counts, totals and averages each month of this year, zero where no order, leaving last year's items out", async () => {
    fake();
    renderWithApp(<DashboardScreen />);
    const rows = await screen.findAllByTestId('month-stat-row');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(cellTexts(rows[0])).toEqual(['Jan', '4', '100.10', '25.03']); // 100.10 / 4 = 25.025, half away from zero
    expect(cellTexts(rows[1])).toEqual(['Feb', '0', '0.00', '0.00']);
    expect(cellTexts(rows[2])).toEqual(['Mar', '2', '1,000.20', '500.10']);
  });

  it('names the departments of the pie and the stack from the settings, largest first', async () => {
    fake();
    renderWithApp(<DashboardScreen />);
    await screen.findByTestId('chart-departmentPie');
    await waitFor(() => expect(legend('departmentPie')).toEqual(['AdX', 'Sales']));
    expect(screen.getByTestId('chart-departmentPie').querySelectorAll('.MuiPieArc-root')).toHaveLength(2);
    expect(legend('departmentStack')).toEqual(['AdX', 'Sales']);
  });

  it('ranks the ten managers with the largest sums', async () => {
    fake();
    renderWithApp(<DashboardScreen />);
    const chart = await screen.findByTestId('chart-managerTop');
    await waitFor(() => expect(within(chart).getByText('Seller L')).toBeTruthy());
    expect(within(chart).getByText('Seller C')).toBeTruthy();
    expect(within(chart).queryByText('Seller B')).toBeNull();
    expect(within(chart).queryByText('Seller A')).toBeNull();
  });

  it('reads in Russian: short Russian months, Russian numbers and labels', async () => {
    fake();
    setLanguage('ru');
    renderWithApp(<DashboardScreen />);
    const rows = await screen.findAllByTestId('month-stat-row');
    expect(cellTexts(rows[0])[0]).toMatch(/^янв/);
    expect(cellTexts(rows[2])[2]).toMatch(/^1\s000,20$/);
    expect(latinTexts(['Sales', 'AdX', 'Seller', ...'ABCDEFGHIJKL'.split('')])).toEqual([]);
  });

  it("shows the server's message when the summary fails", async () => {
    const api = installFakeApi();
    api.on('GET', '/api/statistics/dash/', () => ({ status: 403, body: { detail: 'Not allowed' } }));
    renderWithApp(<DashboardScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('Not allowed');
  });
});

describe('debt ageing', () => {
  const cell = (sum: number, orders: number[] | null, count = orders?.length ?? 0) => ({ sum, count, orders });
  const none = cell(0, []);
  const ageing = {
    default: [
      {
        holding: 4,
        name: 'Mega holding',
        clients: [
          { v: 3, t: 'Acme' },
          { v: 8, t: 'Beta' },
        ],
        next: cell(1200.01, [11]),
        current: none,
        before30: cell(204, [12, 13]),
        before60: none,
        before90: none,
        over90: cell(5000, null, 600),
        total: cell(6404.01, null, 603),
      },
      { holding: null, name: 'Gamma', clients: [{ v: 9, t: 'Gamma' }], next: none, current: cell(0.5, [21]), before30: none, before60: none, before90: none, over90: none, total: cell(0.5, [21]) },
    ],
    month: [
      { date: '2025-07-01', sum: 5000, cumulative: 5000, count: 600, orders: null },
      { date: '2026-03-01', sum: 204.5, cumulative: 5204.5, count: 3, orders: [12, 13, 21] },
    ],
  };

  function fake() {
    const api = installFakeApi();
    api.on('GET', '/api/statistics/ageing/', () => ({ body: ageing }));
    return api;
  }

  it('shows a row per holding with its clients and the debt of each bucket, and the totals', async () => {
    fake();
    renderWithApp(<AgeingScreen />, { path: '/ageing', route: '/ageing' });
    const rows = await screen.findAllByTestId('ageing-row');
    const heads = [...screen.getByTestId('ageing-dashboard').querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual(['Holding', 'Next', 'Current', '<30', '31-60', '61-90', '>90', 'Total']);
    expect(cellTexts(rows[0])).toEqual(['Mega holdingAcme, Beta', '1,200.01', '', '204.00', '', '', '5,000.00', '6,404.01']);
    expect(cellTexts(rows[1])).toEqual(['Gamma', '', '0.50', '', '', '', '', '0.50']);
    expect(cellTexts(screen.getByTestId('ageing-totals'))).toEqual(['Total', '1,200.01', '0.50', '204.00', '', '', '5,000.00', '6,404.51']);
  });

  it("opens a bucket's orders in the orders list filtered by their ids, and says when they are too many", async () => {
    fake();
    renderWithApp(<AgeingScreen />, { path: '/ageing', route: '/ageing' });
    const [mega] = await screen.findAllByTestId('ageing-row');
    expect(within(mega).queryAllByTestId('orders-link').map((link) => link.getAttribute('href'))).toEqual(['/orders?id=11', '/orders?id=12,13']);
    expect(within(within(mega).getByTestId('bucket-over90')).queryByRole('link')).toBeNull();
    fireEvent.mouseOver(within(within(mega).getByTestId('bucket-over90')).getByText('5,000.00'));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Too many orders to open at once');
    fireEvent.click(within(within(mega).getByTestId('bucket-before30')).getByRole('link'));
    await waitFor(() => expect(location.current).toBe('/orders?id=12,13'));
  });

  it("asks for a row or month alone when the answer lists no ids, and opens that figure's orders", async () => {
    const api = installFakeApi();
    const unlisted = <T extends { orders: number[] | null }>(figure: T) => ({ ...figure, orders: null });
    const withoutIds = {
      default: ageing.default.map((row) => ({ ...row, ...Object.fromEntries(['next', 'current', 'before30', 'before60', 'before90', 'over90', 'total'].map((c) => [c, unlisted(row[c as 'total'])])) })),
      month: ageing.month.map(unlisted),
    };
    api.on('GET', '/api/statistics/ageing/', (request) => {
      if (request.query.get('holding') === '4') return { body: { default: [ageing.default[0]], month: [] } };
      if (request.query.get('month') === '2026-03-01') return { body: { default: [], month: [ageing.month[1]] } };
      return { body: withoutIds };
    });
    renderWithApp(<AgeingScreen />, { path: '/ageing?responsible=7', route: '/ageing' });
    const [mega] = await screen.findAllByTestId('ageing-row');
    expect(within(mega).queryAllByTestId('orders-link')).toEqual([]);
    expect(within(within(mega).getByTestId('bucket-over90')).queryByRole('button')).toBeNull(); // 600 orders: too many either way
    fireEvent.click(within(within(mega).getByTestId('bucket-before30')).getByRole('button'));
    await waitFor(() => expect(location.current).toBe('/orders?id=12,13'));
    expect(Object.fromEntries(api.last('GET', '/api/statistics/ageing/')!.query)).toEqual({ responsible: '7', holding: '4' });
  });

  it('asks for a due month alone when the answer lists no ids', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/statistics/ageing/', (request) =>
      request.query.get('month') === '2026-03-01' ? { body: { default: [], month: [ageing.month[1]] } } : { body: { ...ageing, month: ageing.month.map((m) => ({ ...m, orders: null })) } },
    );
    renderWithApp(<AgeingScreen />, { path: '/ageing', route: '/ageing' });
    await screen.findAllByTestId('ageing-row');
    fireEvent.click(screen.getByTestId('tab-monthly'));
    const rows = await screen.findAllByTestId('ageing-month-row');
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[1]).getByRole('button'));
    await waitFor(() => expect(location.current).toBe('/orders?id=12,13,21'));
  });

  it('lists the debt per due month with the cumulative sum on the monthly tab', async () => {
    fake();
    renderWithApp(<AgeingScreen />, { path: '/ageing', route: '/ageing' });
    await screen.findAllByTestId('ageing-row');
    fireEvent.click(screen.getByTestId('tab-monthly'));
    const rows = await screen.findAllByTestId('ageing-month-row');
    expect(rows.map(cellTexts)).toEqual([
      ['Jul 2025', '5,000.00', '5,000.00', '600'],
      ['Mar 2026', '204.50', '5,204.50', '3'],
    ]);
    expect(within(rows[1]).getByRole('link').getAttribute('href')).toBe('/orders?id=12,13,21');
  });

  it('asks with the department and responsible of the address, and with a department picked', async () => {
    const api = fake();
    renderWithApp(<AgeingScreen />, { path: '/ageing?responsible=7', route: '/ageing' });
    await screen.findAllByTestId('ageing-row');
    expect(Object.fromEntries(api.last('GET', '/api/statistics/ageing/')!.query)).toEqual({ responsible: '7' });
    const department = within(screen.getByTestId('ageing-filters')).getByRole('combobox', { name: 'Department' });
    fireEvent.mouseDown(department);
    fireEvent.click(await screen.findByRole('option', { name: 'AdX' }));
    await waitFor(() => expect(Object.fromEntries(api.last('GET', '/api/statistics/ageing/')!.query)).toEqual({ responsible: '7', department: '5' }));
    expect(location.current).toBe('/ageing?responsible=7&department=5');
  });

  it('reads in Russian', async () => {
    fake();
    setLanguage('ru');
    renderWithApp(<AgeingScreen />, { path: '/ageing', route: '/ageing' });
    await screen.findAllByTestId('ageing-row');
    expect(latinTexts(['Mega', 'holding', 'Acme', 'Beta', 'Gamma'])).toEqual([]);
  });
});

describe('holding revenue', () => {
  const holding = (y: string) => ({
    profits:
      y === String(year)
        ? [
            { organisation: 1, date: `${year}-01-01`, sum: 1000 },
            { organisation: 1, date: `${year}-03-01`, sum: 0.1 },
            { organisation: 2, date: `${year}-03-01`, sum: 4000.2 },
          ]
        : [{ organisation: 2, date: `${y}-05-01`, sum: 77 }],
    payments: [
      { organisation: 1, date: `${y}-02-01`, sum: 500 },
      { organisation: 2, date: `${y}-02-01`, sum: 250 },
    ],
  });

  function fake() {
    const api = installFakeApi();
    api.on('GET', '/api/statistics/holding/', (req) => ({ body: holding(req.query.get('year') ?? '') }));
    return api;
  }

  it('draws the revenue by organisation and month with totals, shaded to the largest month, and the payments stacked', async () => {
    const api = fake();
    renderWithApp(<HoldingScreen />, { path: '/holding', route: '/holding' });
    const rows = await screen.findAllByTestId('yearly-row');
    expect(api.last('GET', '/api/statistics/holding/')?.query.get('year')).toBe(String(year));
    expect(cellTexts(rows[0])).toEqual(['#2', '', '', '4,000.20', ...Array(9).fill(''), '4,000.20']);
    expect(cellTexts(rows[1])).toEqual(['Org one', '1,000.00', '', '0.10', ...Array(9).fill(''), '1,000.10']);
    expect(cellTexts(screen.getByTestId('yearly-totals'))).toEqual(['Total', '1,000.00', '0.00', '4,000.30', ...Array(9).fill('0.00'), '5,000.30']);
    const shade = (td: HTMLElement) => Number(/rgba\(\d+, \d+, \d+, ([\d.]+)\)/.exec(td.style.backgroundColor)?.[1] ?? 0);
    expect(shade(within(rows[0]).getAllByTestId('month-cell')[2])).toBeCloseTo(0.65, 2);
    expect(shade(within(rows[1]).getAllByTestId('month-cell')[0])).toBeCloseTo(0.05 + (0.6 * 1000) / 4000.2, 2);
    await waitFor(() => expect(legend('payments')).toEqual(['Org one', '#2']));
  });

  it('asks for the year picked', async () => {
    const api = fake();
    renderWithApp(<HoldingScreen />, { path: '/holding', route: '/holding' });
    await screen.findAllByTestId('yearly-row');
    fireEvent.mouseDown(within(screen.getByTestId('year-picker')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: '2019' }));
    await waitFor(() => expect(api.last('GET', '/api/statistics/holding/')?.query.get('year')).toBe('2019'));
    await waitFor(() => expect(cellTexts(screen.getAllByTestId('yearly-row')[0])).toEqual(['#2', '', '', '', '', '77.00', ...Array(7).fill(''), '77.00']));
  });

  it('keeps a row for every billing organisation and reads in Russian', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/statistics/holding/', () => ({ body: { profits: [], payments: [] } }));
    setLanguage('ru');
    renderWithApp(<HoldingScreen />, { path: '/holding', route: '/holding' });
    const rows = await screen.findAllByTestId('yearly-row');
    expect(cellTexts(rows[0])[0]).toBe('Org one');
    expect(latinTexts(['Org', 'one'])).toEqual([]);
  });
});
