/**
 * The records a send starts from and writes its ids on, by kind (the submission rows' kinds):
 * a billing organisation, a media file and a statistic have no such record of their own.
 */
import type { AnyEntity } from '../../domain/core/entity';
import { legalEntity } from '../../domain/counterparties/counterparties';
import { creative } from '../../domain/creatives';
import { platform } from '../../domain/domains/platforms';
import { erirAct } from '../../domain/registry-acts/erir-acts';
import { contract, originalContract } from '../../domain/sales/contracts';
import { publisher, publisherContract } from '../../domain/publishers/publisher-entities';
import { publisherAct } from '../../domain/buying-acts/publisher-acts';
import { dspAct } from '../../domain/buying-acts/dsp-acts';
import { dsp, dspContract } from '../../domain/dsps/dsp-entities';

/** `publisher` and `dsp` are a send's start only (a DSP goes as its legal entity); a publisher goes to the registry as its contract's legal entity (API.md "Buying side"). */
export type RecordKind = 'legalEntity' | 'contract' | 'originalContract' | 'publisherContract' | 'dspContract' | 'publisher' | 'platform' | 'creative' | 'act' | 'publisherAct' | 'dsp' | 'dspAct';

export const entityOfKind: Record<RecordKind, AnyEntity> = { legalEntity, contract, originalContract, publisherContract, dspContract, publisher, platform, creative, act: erirAct, publisherAct, dsp, dspAct };

export const isRecordKind = (kind: string): kind is RecordKind => kind in entityOfKind;
