export { ordApis, readOrdConfig, ordServices, type OrdApi, type OrdConfig } from './config';
export { operatorFor } from './operator-for';
export type { OrdOperator, OrdSent, OrdCreativeSent, OrdStatisticSent, OrdStatus } from './operator';
export type * from './records';
export { ordExternalId, type OrdActKind, type OrdContractKind, type OrdObjectKind, type OrdStatusKind } from './external-ids';
export { OrdError, type FieldMessages } from './ord-error';
export { classifyAnswer, type AnswerClass, type OperatorAnswer } from './answer-class';
export { retryDecision, ordRetryPolicy, type RetryPolicy, type RetryDecision } from './retry-policy';
export { OTM_NOT_AVAILABLE } from './otm/otm-operator';
