/** One part of a month's close (publishers, DSPs, DMP exports, order acts, ERIR statistics): its figures and its next step. */
import { Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MonthSection } from '../../domain/month-close/month-close-figures';
import { nextStep } from '../../domain/month-close/month-close-steps';
import { formatNumber } from '../entity/format';
import { MonthStepButton } from './MonthStepButton';

export type Figures = Record<string, { count: number; total: Record<string, number | null> } | null>;

/** Figures that, when not zero, need a look (differences, invoices without acts, acts not in the registry). */
const needsLook = /WithoutActs$|StatedAbove$|StatedBelow$|NotRegistered$/;

export function MonthSectionCard({ section, figures, month, mayClose, reload }: { section: MonthSection; figures: Figures; month: string; mayClose: boolean; reload(): void }) {
  const { t, i18n } = useTranslation();
  const step = nextStep(section.key, figures);
  return (
    <Card variant="outlined" data-testid={`month-section-${section.key}`}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }} spacing={1}>
          <Typography variant="h6">{t(`monthClose.sections.${section.key}`)}</Typography>
          {step ? <MonthStepButton step={step} month={month} mayClose={mayClose} reload={reload} /> : section.key === 'statistics' ? null : <Chip size="small" color="success" label={t('monthClose.done')} />}
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell align="right">{t('monthClose.count')}</TableCell>
              <TableCell align="right">{t('monthClose.sums')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {section.figures.map((figure) => {
              const value = figures[figure.key];
              const flagged = !!value && value.count > 0 && needsLook.test(figure.key);
              return (
                <TableRow key={figure.key} data-testid={`month-figure-${figure.key}`}>
                  <TableCell>
                    {t(`monthClose.figures.${figure.key}`)}
                    {flagged ? <Chip size="small" color="warning" label={t('monthClose.needsLook')} sx={{ ml: 1 }} /> : null}
                  </TableCell>
                  <TableCell align="right" data-testid="count">
                    {value ? value.count : t('monthClose.notReadable')}
                  </TableCell>
                  <TableCell align="right">
                    {value
                      ? figure.sums
                          .filter((field) => value.total[field] !== null && value.total[field] !== undefined)
                          .map((field) => `${t(`fields.${field}`, { defaultValue: field })}: ${formatNumber(value.total[field] as number, field === 'volume' ? 'int' : 'money', i18n.language)}`)
                          .join(' · ')
                      : ''}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
