/**
 * The marker button of a creative in an order (spec 1 §4), coloured by the pure rule
 * (rules/creative-marker.ts), with the statistics date beside it, orange when it is of another
 * month than the report month.
 */
import { Button, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MarkerColour, MarkerState } from '../../domain/creatives/creative-marker';
import { formatDate } from '../app/locale';

const palette: Record<MarkerColour, 'success' | 'warning' | 'info'> = { green: 'success', amber: 'warning', blue: 'info' };
const reason: Record<MarkerColour, string> = { green: 'With statistics', amber: 'No statistics yet; check is off', blue: 'No statistics yet' };

export function MarkerCell({ marker, state, statisticDate }: { marker: string | null; state: MarkerState; statisticDate: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Tooltip title={t(reason[state.colour])}>
        <Button size="small" variant="contained" color={palette[state.colour]} data-testid="marker-button" data-colour={state.colour} sx={{ textTransform: 'none' }}>
          {marker || '—'}
        </Button>
      </Tooltip>
      {statisticDate && (
        <Tooltip title={state.statisticDateOrange ? t('The statistics are of another month than the report month') : t('fields.statisticDate')}>
          <Typography variant="body2" data-testid="statistic-date" sx={{ color: state.statisticDateOrange ? 'orange' : 'text.secondary' }}>
            {formatDate(statisticDate, i18n.language)}
          </Typography>
        </Tooltip>
      )}
    </Stack>
  );
}
