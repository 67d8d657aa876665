/** Legal entity page: billing-info keys come from the chosen billing-info preset's `fieldNames`. */
import { EntityEditorScreen } from '../../entity/EntityEditorScreen';
import type { EntityEditorOptions } from '../../entity/editor/editor-options';

const options: EntityEditorOptions = {
  jsonKeys: (name, ctx) => {
    if (name !== 'billingInfo') return undefined;
    const preset = ctx.settings?.presets.find((p) => String(p.id) === String(ctx.values.billingInfoPreset));
    return preset?.fieldNames;
  },
};

export default function LegalEntityEditorScreen() {
  return <EntityEditorScreen entityName="legalEntity" options={options} fallbackPath="/legalEntities" />;
}
