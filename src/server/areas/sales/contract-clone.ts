/**
 * `GET {contracts|original_contracts}/clone_revert_adx/{id}/` (API.md "Sales"): a copy with the
 * AdX flag flipped — organisation 597 when it becomes AdX, the first billing organisation when
 * it stops — whose parent is the source. The parent is set after the copy is created, because
 * the type rule would clear it on any contract that is not ADDITIONAL.
 */
import { eq } from 'drizzle-orm';
import { contractCloneRevertAdx, originalContractCloneRevertAdx } from '../../../domain/actions/sales-actions';
import { editableValues, type AnyEntity } from '../../../domain/entity';
import { firstBillingOrganisationId } from '../../../domain/entities/reference';
import { contract, originalContract } from '../../../domain/entities/sales/contracts';
import { adxOrganisationId } from '../../../domain/rules/adx';
import { tableOf } from '../../db/entity-tables';
import { readOne } from '../../entity-service/entity-reader';
import { createEntity } from '../../entity-service/entity-writer';
import { recordHistory } from '../../entity-service/history';
import { actionRoute } from '../../http/actions/action-route';
import { notFound } from '../../../domain/refusals/refusal';
import type { RouteModule } from '../../http/route-module';

function cloneRevertAdxRoute(action: typeof contractCloneRevertAdx, entity: AnyEntity, parentField: string): RouteModule {
  return actionRoute(
    action,
    async ({ ctx, actor, tx, params }) => {
      const source = await readOne(tx, entity, params.id);
      if (!source) throw notFound();
      const isAdx = !source.isAdx;
      const organisation = 'organisation' in entity.fields ? { organisation: isAdx ? adxOrganisationId : firstBillingOrganisationId } : {};
      const copy = await createEntity(ctx, entity, actor, { ...editableValues(entity, source), isAdx, ...organisation }, { tx });
      const table = tableOf(entity);
      await tx.update(table).set({ [parentField]: source.id }).where(eq(table.id, copy.id!));
      await recordHistory(tx, entity, 'update', actor, copy, (await readOne(tx, entity, copy.id!))!);
      return { id: Number(copy.id) };
    },
    { transaction: true },
  );
}

export const contractCloneRoute = cloneRevertAdxRoute(contractCloneRevertAdx, contract, 'parentContract');
export const originalContractCloneRoute = cloneRevertAdxRoute(originalContractCloneRevertAdx, originalContract, 'parentContractId');
