/**
 * The order editor (spec 1 §2, §4): tabs Summary, Events, Products, Payments, ERIR contract,
 * ERIR ad creative and Domain info; a new order hides number, nds, attachmentNumber, isImho and
 * isChecked; moving to or from the AdX department (5) clears the contract and the original
 * contract, whose lists follow the AdX flag; pickers narrow to the chosen client and brand; the
 * chosen brand's responsible user becomes the order's, or a warning says the brand has none.
 */
import { order } from '../../domain/sales/orders';
import { adxDepartmentId, allowedDepartment } from '../../domain/sales/adx';
import { brand } from '../../domain/counterparties/counterparties';
import { dataProvider } from '../data/data-provider';
import type { EntityEditorOptions, FieldContext } from '../entity/editor/editor-options';
import { EntityHistory } from '../entity/editor/EntityHistory';
import { OrderCreativesTab } from '../creatives/OrderCreativesTab';
import { OrderRegistryContractTab } from '../registry/OrderRegistryContractTab';
import { OrderLockBanner } from './OrderLockBanner';
import { productRowActions } from './product-row-actions';

/** spec 1 §5, §8: the chosen brand has no responsible user. */
export const noBrandResponsible = 'No found Responsible User for selected Brand';

const hiddenOnCreate = new Set(['number', 'nds', 'attachmentNumber', 'isImho', 'isChecked']);
const isAdxDepartment = (department: unknown) => Number(department) === adxDepartmentId;
const asFilter = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : String(value));

/**
 * The AdX flag of the chosen contract, or null without one: the loaded order's while its contract
 * is unchanged, else the department's, which the contract list followed when it was chosen.
 */
function contractIsAdx({ model, values }: FieldContext): boolean | null {
  if (asFilter(values.contract) === undefined) return null;
  if (model.id !== undefined && String(values.contract) === String(model.contract)) return Boolean(model.isAdx);
  return isAdxDepartment(values.department);
}

function only(filters: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export const orderEditorOptions: EntityEditorOptions = {
  banner: (model) => <OrderLockBanner model={model} />,
  tabs: [
    { label: 'Events', panel: (id) => <EntityHistory entity={order} id={id} /> },
    { label: 'Products', child: 'product', options: { actions: productRowActions } },
    { label: 'Payments', child: 'invoice' },
    { label: 'ERIR contract', panel: (id) => <OrderRegistryContractTab orderId={Number(id)} /> },
    { label: 'ERIR ad creative', panel: (id) => <OrderCreativesTab orderId={Number(id)} /> },
    { label: 'Domain info', fields: ['domainBlackList', 'domainWhiteList'] },
  ],
  fieldHidden: (name, { mode }) => mode === 'create' && hiddenOnCreate.has(name),
  onFieldChange: (name, { values, model }) => {
    if (name !== 'department') return undefined;
    const was = isAdxDepartment(model.department);
    if (isAdxDepartment(values.department) === was && model.id !== undefined) return undefined;
    return { contract: null, originalContract: null };
  },
  onFieldChangeLoaded: async (name, { values }) => {
    if (name !== 'brand' || values.brand === null || values.brand === undefined || values.brand === '') return undefined;
    const chosen = await dataProvider.one<{ user: number | null }>(brand, values.brand as number);
    return chosen.user === null ? { warning: noBrandResponsible } : { values: { responsible: chosen.user } };
  },
  // spec 1 §4: an AdX order offers only the AdX department, any other order every department but it.
  hiddenValues: (name, ctx) => {
    const isAdx = name === 'department' ? contractIsAdx(ctx) : null;
    if (isAdx === null) return undefined;
    return (ctx.settings?.departments ?? []).filter((d) => !allowedDepartment(isAdx, d.id)).map((d) => String(d.id));
  },
  shortFilters: (name, { values }) => {
    const isAdx = String(isAdxDepartment(values.department));
    if (name === 'contract') return only({ isAdx, legalEntity: asFilter(values.legalEntity) });
    if (name === 'originalContract') return { isAdx };
    if (name === 'legalEntity') return only({ client: asFilter(values.client) });
    if (name === 'vertical') return only({ brand: asFilter(values.brand) });
    return undefined;
  },
};
