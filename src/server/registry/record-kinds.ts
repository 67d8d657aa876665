/**
 * The records a send starts from and writes its ids on, by kind (the submission rows' kinds),
 * as the areas declare them (src/domain/registry-kinds.ts): a billing organisation, a media file
 * and a statistic have no such record of their own.
 */
import type { AnyEntity } from '../../domain/core/entity';
import { entityOf, recordKinds, type RecordKind } from '../../domain/registry-kinds';

export { isRecordKind, type RecordKind } from '../../domain/registry-kinds';

export const entityOfKind = Object.fromEntries(recordKinds.map((kind) => [kind, entityOf(kind)])) as Record<RecordKind, AnyEntity>;
