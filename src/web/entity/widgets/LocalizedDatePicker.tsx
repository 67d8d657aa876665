/** MUI X DatePicker in the user's language (PickerLocalization). */
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { PickerLocalization } from './PickerLocalization';

export function LocalizedDatePicker(props: DatePickerProps) {
  return (
    <PickerLocalization>
      <DatePicker {...props} />
    </PickerLocalization>
  );
}
