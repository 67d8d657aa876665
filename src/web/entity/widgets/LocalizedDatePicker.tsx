/**
 * MUI X DatePicker in the user's language: date-fns locale (the week starts on Sunday in English
 * and on Monday in Russian, spec 1 §9) and the picker's own texts in Russian.
 */
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ruRU } from '@mui/x-date-pickers/locales';
import { useTranslation } from 'react-i18next';
import { dateFnsLocale } from '../../app/locale';

const russianTexts = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;

export function LocalizedDatePicker(props: DatePickerProps) {
  const { i18n } = useTranslation();
  const ru = i18n.language === 'ru';
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(i18n.language)} localeText={ru ? russianTexts : undefined}>
      <DatePicker {...props} />
    </LocalizationProvider>
  );
}
