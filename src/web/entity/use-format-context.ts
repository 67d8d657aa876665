/** The format context of the current language, enum texts and reference labels. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../domain/core/fields';
import { useOptionalSettings } from '../app/settings';
import type { FormatContext } from './format';
import { useRefLabels } from './references';

export function useEnumLabel(): (enumName: string, value: string) => string {
  const { t } = useTranslation();
  const settings = useOptionalSettings();
  return useMemo(
    () => (enumName: string, value: string) => {
      const item = settings?.enums[enumName]?.find((i) => i.v === value);
      return t(`enums.${enumName}.${value}`, { defaultValue: item?.t ?? value });
    },
    [settings, t],
  );
}

export function useFormatContext(fields: ReadonlyArray<[string, FieldDef]>): FormatContext {
  const { i18n } = useTranslation();
  const enumLabel = useEnumLabel();
  const refLabel = useRefLabels(fields);
  return useMemo(() => ({ language: i18n.language, enumLabel, refLabel }), [i18n.language, enumLabel, refLabel]);
}
