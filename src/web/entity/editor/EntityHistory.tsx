/**
 * A record's change history (`{entity}/{id}/history/`) as a person reads it: who, when, and for
 * each field its label with the value before and after.
 */
import { Alert, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabel, type AnyEntity } from '../../../domain/core/entity';
import type { FieldDef } from '../../../domain/core/fields';
import { errorMessage } from '../../app/api-error';
import { formatNumber } from '../format';
import { dataProvider } from '../../data/data-provider';

export interface HistoryEntry {
  id: number;
  action: 'create' | 'update' | 'delete';
  user: number | null;
  userName: string | null;
  at: string;
  changes: Record<string, [unknown, unknown]>;
}

function shown(value: unknown, field: FieldDef | undefined, language: string, t: (key: string) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field && typeof value === 'number') return formatNumber(value, field.kind, language);
  if (typeof value === 'boolean') return t(value ? 'Yes' : 'No');
  if (field?.kind === 'enum') return t(`enums.${field.enum}.${String(value)}`);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function EntityHistory({ entity, id }: { entity: AnyEntity; id: number | string }) {
  const { t, i18n } = useTranslation();
  const history = useQuery({ queryKey: ['history', entity.name, id], queryFn: () => dataProvider.history<HistoryEntry[]>(entity, id) });
  if (history.isError) return <Alert severity="error">{errorMessage(history.error)}</Alert>;
  if (!history.data) return null;
  const fields = entity.fields as Record<string, FieldDef>;
  return (
    <List dense data-testid="entity-history">
      {history.data.map((entry) => (
        <ListItem key={entry.id} divider alignItems="flex-start" data-testid="history-entry">
          <ListItemText
            primary={`${new Date(entry.at).toLocaleString(i18n.language)} · ${entry.userName ?? t('System')} · ${t(`history.${entry.action}`)}`}
            secondary={
              <Stack component="span" spacing={0.25}>
                {Object.entries(entry.changes)
                  .filter(([name]) => name in fields)
                  .map(([name, [from, to]]) => (
                    <Typography component="span" variant="body2" key={name}>
                      {t(fieldLabel(entity, name))}: {shown(from, fields[name], i18n.language, t)} → {shown(to, fields[name], i18n.language, t)}
                    </Typography>
                  ))}
              </Stack>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
