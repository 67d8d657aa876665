/**
 * Why one domain's answer is refused (`llm.answer.*`): the batch counts it, names the domain
 * and goes on; anything else the model's calls throw stops the batch.
 */
import { Refusal } from '../../../domain/core/refusals/refusal';
import type { MessageValues } from '../../../domain/core/refusals/render-message';
import type { InventoryServicesRefusal } from '../../../domain/domains/inventory-services-refusals';

export type AnswerRefusalCode = Extract<InventoryServicesRefusal, `llm.answer.${string}`>;

export class RefusedAnswer extends Refusal {
  constructor(
    readonly answerCode: AnswerRefusalCode,
    values: MessageValues = {},
  ) {
    super('invalid', answerCode, values);
  }
}
