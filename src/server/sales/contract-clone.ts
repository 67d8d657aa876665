/**
 * `GET {contracts|original_contracts}/clone_revert_adx/{id}/` (API.md "Sales"): a copy with the
 * AdX flag flipped — organisation 597 when it becomes AdX, the first billing organisation when
 * it stops — whose parent is the source. The parent is set after the copy is created, because
 * the type rule would clear it on any contract that is not ADDITIONAL.
 */
import { contractCloneRevertAdx, originalContractCloneRevertAdx } from '../../domain/sales/sales-actions';
import { editableValues, type AnyEntity } from '../../domain/core/entity';
import { firstBillingOrganisationId } from '../../domain/reference/reference';
import { contract, originalContract } from '../../domain/sales/contracts';
import { adxOrganisationId } from '../../domain/sales/adx';
import { items } from '../items/items';
import { actionRoute } from '../http/actions/action-route';
import { notFound } from '../../domain/core/refusals/refusal';
import type { RouteModule } from '../http/route-module';

function cloneRevertAdxRoute(action: typeof contractCloneRevertAdx, entity: AnyEntity, parentField: string): RouteModule {
  return actionRoute(
    action,
    async ({ ctx, actor, tx, params }) => {
      const contracts = items(entity, { ctx, actor, tx });
      const source = await contracts.read(params.id);
      if (!source) throw notFound();
      const isAdx = !source.isAdx;
      const organisation = 'organisation' in entity.fields ? { organisation: isAdx ? adxOrganisationId : firstBillingOrganisationId } : {};
      const copy = await contracts.create({ ...editableValues(entity, source), isAdx, ...organisation });
      // Set as the system sets a computed value: with history, without moving `updatedAt`.
      await contracts.system.set(copy.id!, { [parentField]: source.id }, { touch: false });
      return { id: Number(copy.id) };
    },
    { transaction: true },
  );
}

export const contractCloneRoute = cloneRevertAdxRoute(contractCloneRevertAdx, contract, 'parentContract');
export const originalContractCloneRoute = cloneRevertAdxRoute(originalContractCloneRevertAdx, originalContract, 'parentContractId');
