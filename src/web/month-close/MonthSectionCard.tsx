/** One part of a month's close (publishers, DSPs, DMP exports, order acts, ERIR statistics): its figures and its next step. */
import { Card, CardContent, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TaskListRow } from '../../domain/core/tasks/task-list-row';
import { figureQuery, type MonthFigure, type MonthSection } from '../../domain/month-close/month-close-figures';
import { nextStep } from '../../domain/month-close/month-close-steps';
import type { Actor } from '../../domain/core/entity';
import { actorOfAccount, useAccount } from '../app/auth';
import { appRoutes } from '../app/route-table';
import { listRoute } from '../app/routes';
import { formatNumber } from '../entity/format';
import { MonthStepButton } from './MonthStepButton';
import { SectionRuns, type NotSentGroup } from './SectionRuns';

export type Figures = Record<string, { count: number; total: Record<string, number | null> } | null>;

export interface MonthSummaryData {
  month: string;
  next: string;
  figures: Figures;
  runs: Record<string, TaskListRow | null>;
  notSent: Record<string, NotSentGroup[] | null>;
}

/** The table screen of a figure's list, filtered as the figure counts it (null: no screen the user may open). */
const figureLink = (figure: MonthFigure, month: string, next: string, actor: Actor | null) => {
  const path = listRoute(appRoutes, figure.entity, actor);
  return path ? `${path}?${new URLSearchParams(figureQuery(figure, month, next))}` : null;
};

/** Figures that, when not zero, need a look (differences, invoices without acts, acts not in the registry). */
const needsLook = /WithoutActs$|StatedAbove$|StatedBelow$|NotRegistered$/;

export function MonthSectionCard({ section, summary, mayClose, reload }: { section: MonthSection; summary: MonthSummaryData; mayClose: boolean; reload(): void }) {
  const { t, i18n } = useTranslation();
  const { figures, month, next } = summary;
  const actor = actorOfAccount(useAccount());
  const step = nextStep(section.key, figures);
  const title = t(`monthClose.sections.${section.key}`);
  return (
    <Card variant="outlined" component="section" aria-label={title} data-testid={`month-section-${section.key}`}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }} spacing={1}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
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
              const label = t(`monthClose.figures.${figure.key}`);
              const link = value ? figureLink(figure, month, next, actor) : null;
              return (
                <TableRow key={figure.key} data-testid={`month-figure-${figure.key}`}>
                  <TableCell>
                    {label}
                    {flagged ? <Chip size="small" color="warning" label={t('monthClose.needsLook')} sx={{ ml: 1 }} /> : null}
                  </TableCell>
                  <TableCell align="right" data-testid="count">
                    {link ? (
                      <Link component={RouterLink} to={link} aria-label={t('monthClose.openList', { label })}>
                        {value?.count}
                      </Link>
                    ) : value ? (
                      value.count
                    ) : (
                      t('monthClose.notReadable')
                    )}
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
        {section.runs ? <SectionRuns names={section.runs} runs={summary.runs} notSent={section.registry ? summary.notSent[section.key] : undefined}
            acts={section.registry ? (figures[section.registry.acts]?.count ?? 0) : 0}
            statistics={section.key === 'statistics'} /> : null}
      </CardContent>
    </Card>
  );
}
