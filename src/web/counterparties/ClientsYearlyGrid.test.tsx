import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, setLanguage } from '../app/i18n';
import { installFakeApi, type FakeRequest } from '../test/fake-api';
import { location, renderWithApp } from '../test/render';
import { latinTexts } from '../test/untranslated';
import { ClientsYearlyGrid } from './ClientsYearlyGrid';

// The first render of MUI (and of the charts) takes more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const thisYear = new Date().getFullYear();

/** Acme: 1,000 in January and 2,500.5 in March; Zeta: 4,000 in March (the largest cell); Solo: 10 in December. */
const sums = [
  { client: 3, date: `${thisYear}-01-01`, sum: 1000 },
  { client: 3, date: `${thisYear}-03-01`, sum: 2500.5 },
  { client: 8, date: `${thisYear}-03-01`, sum: 4000 },
  { client: 12, date: `${thisYear}-12-01`, sum: 10 },
];
const clients = [
  { id: 3, name: 'Acme' },
  { id: 8, name: 'Zeta' },
  { id: 12, name: 'Solo' },
];

function fakes(sumsOfYear: (year: string) => object[] = () => sums) {
  const api = installFakeApi();
  api.on('GET', '/api/clients/statistic/', (req) => ({ body: sumsOfYear(req.query.get('year') ?? '') }));
  api.on('GET', '/api/clients/', (req: FakeRequest) => {
    const ids = (req.query.get('id') ?? '').split(',');
    const results = clients.filter((c) => ids.includes(String(c.id)));
    return { body: { count: results.length, total: {}, results } };
  });
  return api;
}

const rows = () => screen.getAllByTestId('yearly-row');
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const monthCells = (row: HTMLElement) => within(row).getAllByTestId('month-cell');
/** The alpha of a cell's background colour; 0 for no background. */
function shadeOf(cell: HTMLElement): number {
  const match = /rgba\(\d+, \d+, \d+, ([\d.]+)\)/.exec(cell.style.backgroundColor);
  return match ? Number(match[1]) : 0;
}

describe('clients yearly grid', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('asks for the current year and names the clients of its answer by their ids', async () => {
    const api = fakes();
    renderWithApp(<ClientsYearlyGrid />);
    await screen.findByText('Zeta');
    expect(api.last('GET', '/api/clients/statistic/')?.query.get('year')).toBe(String(thisYear));
    const names = api.last('GET', '/api/clients/');
    expect(names?.query.get('id')).toBe('3,8,12');
    expect(names?.query.get('full')).toBe('true');
  });

  it('shows one row per client, largest total first, with the sums of each month and the total to 2 decimals', async () => {
    fakes();
    renderWithApp(<ClientsYearlyGrid />);
    await screen.findByText('Zeta');
    expect(cellTexts(rows()[0])).toEqual(['Zeta', '', '', '4,000.00', '', '', '', '', '', '', '', '', '', '4,000.00']);
    expect(cellTexts(rows()[1])).toEqual(['Acme', '1,000.00', '', '2,500.50', '', '', '', '', '', '', '', '', '', '3,500.50']);
    expect(cellTexts(rows()[2])).toEqual(['Solo', '', '', '', '', '', '', '', '', '', '', '', '10.00', '10.00']);
    expect(cellTexts(screen.getByTestId('yearly-totals'))).toEqual([
      'Total',
      '1,000.00',
      '0.00',
      '6,500.50',
      ...Array(8).fill('0.00'),
      '10.00',
      '7,510.50',
    ]);
  });

  it('reads in Russian: month heads short and localised, sums in the Russian format', async () => {
    fakes();
    setLanguage('ru');
    renderWithApp(<ClientsYearlyGrid />);
    await screen.findByText('Zeta');
    const heads = [...screen.getByTestId('clients-yearly-grid').querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(heads[0]).toBe('Клиент');
    expect(heads[1]).toMatch(/^янв/);
    expect(heads[12]).toMatch(/^дек/);
    expect(heads[13]).toBe('Итого');
    expect(cellTexts(rows()[1])[3]).toMatch(/^2\s500,50$/);
    expect(latinTexts(['Acme', 'Zeta', 'Solo'])).toEqual([]);
  });

  it('shades each month cell in proportion to the largest month sum, and leaves empty months plain', async () => {
    fakes();
    renderWithApp(<ClientsYearlyGrid />);
    await screen.findByText('Zeta');
    const [zeta, acme, solo] = rows();
    const largest = shadeOf(monthCells(zeta)[2]);
    expect(largest).toBeCloseTo(0.65, 2);
    expect(shadeOf(monthCells(acme)[2])).toBeCloseTo(0.05 + (0.6 * 2500.5) / 4000, 2);
    expect(shadeOf(monthCells(acme)[0])).toBeCloseTo(0.05 + (0.6 * 1000) / 4000, 2);
    expect(shadeOf(monthCells(solo)[11])).toBeLessThan(shadeOf(monthCells(acme)[0]));
    const shades = rows().flatMap((row) => monthCells(row).map(shadeOf));
    expect(Math.max(...shades)).toBe(largest);
    expect(shades.filter((shade) => shade === 0)).toHaveLength(36 - 4);
  });

  it('links each client to its editor', async () => {
    fakes();
    renderWithApp(<ClientsYearlyGrid />);
    const link = await screen.findByRole('link', { name: 'Acme' });
    expect(link.getAttribute('href')).toBe('/client/3');
    fireEvent.click(link);
    await waitFor(() => expect(location.current).toBe('/client/3'));
  });

  it('offers every year from 2017 to this one and asks for the year picked', async () => {
    const api = fakes((year) => (year === '2019' ? [{ client: 12, date: '2019-05-01', sum: 77 }] : sums));
    renderWithApp(<ClientsYearlyGrid />);
    await screen.findByText('Zeta');
    fireEvent.mouseDown(within(screen.getByTestId('year-picker')).getByRole('combobox'));
    const options = (await screen.findAllByRole('option')).map((option) => Number(option.textContent));
    expect(options).toEqual(Array.from({ length: thisYear - 2016 }, (_, i) => thisYear - i));
    fireEvent.click(screen.getByRole('option', { name: '2019' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.last('GET', '/api/clients/statistic/')?.query.get('year')).toBe('2019');
    expect(cellTexts(rows()[0])).toEqual(['Solo', '', '', '', '', '77.00', '', '', '', '', '', '', '', '77.00']);
  });

  it('shows the id of a client whose name it cannot read', async () => {
    fakes(() => [{ client: 99, date: `${thisYear}-02-01`, sum: 5 }]);
    renderWithApp(<ClientsYearlyGrid />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(cellTexts(rows()[0])[0]).toBe('#99');
  });

  it('says so when the year has no sums', async () => {
    fakes(() => []);
    renderWithApp(<ClientsYearlyGrid />);
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryAllByTestId('yearly-row')).toHaveLength(0);
  });

  it("shows the server's message when the statistics fail", async () => {
    const api = installFakeApi();
    api.on('GET', '/api/clients/statistic/', () => ({ status: 500, body: { detail: 'Database is down' } }));
    renderWithApp(<ClientsYearlyGrid />);
    expect((await screen.findByRole('alert')).textContent).toContain('Database is down');
  });
});
