/** Props every field widget takes. */
import type { FieldDef } from '../../../domain/core/fields';

export interface WidgetProps<V = unknown> {
  name: string;
  /** The declared entity the field belongs to: the file widget names `<entity>.<field>` to the server. */
  entityName?: string;
  field: FieldDef;
  /** Translated label. */
  label: string;
  value: V;
  onChange(value: V): void;
  onBlur?(): void;
  disabled?: boolean;
  /** Translated error message. */
  error?: string;
  /** Translated warning: the input takes the warning colour and shows it (text inputs). */
  warning?: string;
  /** Text of a ref value known from the loaded model (`<field>Name`). */
  valueLabel?: unknown;
  /** Ref widget: filters of the picker's short list (e.g. `{client: 'null'}`). */
  shortFilters?: Readonly<Record<string, string>>;
  /** Enum and ref widgets: values (ids as text) not offered, such as an enum's `notOnCreate` values on a new item. */
  hiddenValues?: readonly string[];
  /** Date widget: allow only the current month. */
  currentMonthOnly?: boolean;
  /** Json widget: the keys to edit, in order (e.g. a billing-info preset's field names). */
  keys?: string[];
  /** Json widget: the key whose input shows `error` (default: below the whole map). */
  errorKey?: string;
}

/** The props a widget's MUI TextField shares with the others: small, full width, the error below it. */
export function textFieldFrame({ name, field, label, disabled, error }: WidgetProps) {
  return { name, label, disabled, error: !!error, helperText: error, required: field.required, fullWidth: true, size: 'small' as const };
}
