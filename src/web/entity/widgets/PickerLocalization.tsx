/**
 * MUI X pickers in the user's language: the date-fns locale (month names, the week starting on
 * Sunday in English and on Monday in Russian, spec 1 §9) and the pickers' own texts in Russian.
 * Month names stand alone (date-fns `LLL`/`LLLL`): a month grid and a calendar header say «май»,
 * not the genitive «мая» that `MMM` gives in Russian.
 */
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ruRU } from '@mui/x-date-pickers/locales';
import { useTranslation } from 'react-i18next';
import { dateFnsLocale } from '../../app/locale';

const russianTexts = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;
/** The nominative month names (MUI's defaults `MMM`/`MMMM` are genitive in Russian). */
export const standaloneMonthFormats = { monthShort: 'LLL', month: 'LLLL' } as const;

export function PickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(i18n.language)} dateFormats={standaloneMonthFormats} localeText={i18n.language === 'ru' ? russianTexts : undefined}>
      {children}
    </LocalizationProvider>
  );
}
