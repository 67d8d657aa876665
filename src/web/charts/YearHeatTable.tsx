/**
 * A year's sums as a table: one row per key with its 12 months and total, a totals row, and
 * each month cell shaded in proportion to the largest monthly value (domain rules/year-grid).
 * The clients' yearly grid and the holding dashboard draw their tables with it. Compact, so that
 * the 12 months and the total fit 1440 px without scrolling (issue 24): small print, narrow
 * padding, digits of one width, and the key column cut with an ellipsis. Once a month's figure
 * (a row's or the totals row's) reaches a million, the month cells show it short (K/M, spec 1 §9)
 * with the exact sum as their title, so that the Total column stays on screen (issue 30).
 */
import type { ReactNode } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, alpha, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { columnTotals, heatOf, largestMonth, monthIndexes, type YearRow } from '../../domain/dashboards/year-grid';
import { formatNumber, formatShort } from '../entity/format';
import { monthLabel } from './month-label';

interface YearHeatTableProps<K> {
  year: number;
  rows: ReadonlyArray<YearRow<K>>;
  /** The head of the first column ("Client", "Organisation"). */
  keyTitle: string;
  renderKey: (key: K) => ReactNode;
}

/** Month figures from a million on are shown short. */
const shortFrom = 1_000_000;

const pad = (month: number) => String(month + 1).padStart(2, '0');

const compactCells = {
  '& .MuiTableCell-root': { px: 0.5, py: 0.25, fontSize: '0.75rem', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
};

/** The key column's text (a client's name) is cut rather than widening the table. */
const keyCellText = { display: 'block', maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

export function YearHeatTable<K extends string | number | null>({ year, rows, keyTitle, renderKey }: YearHeatTableProps<K>) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language;
  const money = (value: number) => formatNumber(value, 'money', language);
  const largest = largestMonth(rows);
  const shade = (sum: number) => {
    const heat = heatOf(sum, largest);
    return heat > 0 ? alpha(theme.palette.primary.main, 0.05 + 0.6 * heat) : undefined;
  };
  const totals = columnTotals(rows);
  const short = Math.max(0, ...totals.months.map(Math.abs), ...rows.flatMap((row) => row.months.map(Math.abs))) >= shortFrom;
  const monthText = (value: number) => (short ? formatShort(value, language) : money(value));
  const monthTitle = (value: number) => (short ? money(value) : undefined);

  return (
    <TableContainer component={Paper} variant="outlined" data-testid="year-heat-table">
      <Table size="small" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>{keyTitle}</TableCell>
            {monthIndexes.map((month) => (
              <TableCell key={month} align="right">
                {monthLabel(`${year}-${pad(month)}-01`, language)}
              </TableCell>
            ))}
            <TableCell align="right">{t('Total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row.key)} data-testid="yearly-row">
              <TableCell>
                <Box component="span" sx={keyCellText}>
                  {renderKey(row.key)}
                </Box>
              </TableCell>
              {row.months.map((sum, month) => (
                <TableCell key={month} align="right" style={{ backgroundColor: shade(sum) }} data-testid="month-cell" title={sum ? monthTitle(sum) : undefined}>
                  {sum ? monthText(sum) : ''}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 'bold' }} data-testid="total-cell">
                {money(row.total)}
              </TableCell>
            </TableRow>
          ))}
          {!rows.length && (
            <TableRow>
              <TableCell colSpan={14}>{t('No data')}</TableCell>
            </TableRow>
          )}
        </TableBody>
        {rows.length > 0 && (
          <TableFooter>
            <TableRow data-testid="yearly-totals">
              <TableCell>{t('Total')}</TableCell>
              {totals.months.map((sum, month) => (
                <TableCell key={month} align="right" title={monthTitle(sum)}>
                  {monthText(sum)}
                </TableCell>
              ))}
              <TableCell align="right">{money(totals.total)}</TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
