/**
 * The buying side's acts (spec 2 §2.2, §2.3; API.md "Buying side"): publisher acts and DSP acts,
 * one module with two users: the generation of a month's acts (buying-act-generation.ts) and
 * their sending (buying-act-sending.ts), configured per user; the acts' "actual in registry"
 * flag kept by the same hooks as the order acts'.
 */
import { buyingActMessages, generateDspActs, generatePublisherActs, sendDspActs, sendPublisherActs } from '../../domain/buying-acts/buying-act-actions';
import { dspAct } from '../../domain/buying-acts/dsp-acts';
import { publisherAct } from '../../domain/buying-acts/publisher-acts';
import { dspContract } from '../../domain/dsps/dsp-entities';
import { publisherContract } from '../../domain/publishers/publisher-entities';
import { defineModule } from '../app-module';
import { actualInRegistryHooks } from '../registry-acts/act-hooks';
import { buyingActRoutes } from './buying-act-routes';
import { buyingActSending } from './buying-act-sending';
import { dspActGeneration } from './dsp-act-generation';
import { publisherActGeneration } from './publisher-act-generation';

const publisherActSending = buyingActSending({ name: 'buying-acts.publisher-send', kind: 'publisherAct', act: publisherAct, contract: publisherContract, done: buyingActMessages.publisherSent });
const dspActSending = buyingActSending({ name: 'buying-acts.dsp-send', kind: 'dspAct', act: dspAct, contract: dspContract, done: buyingActMessages.dspSent });

export const buyingActsArea = defineModule({
  name: 'buying-acts',
  hooks: [actualInRegistryHooks(publisherAct), actualInRegistryHooks(dspAct)],
  routes: [
    ...buyingActRoutes({ generate: generatePublisherActs, send: sendPublisherActs }, publisherActGeneration, publisherActSending),
    ...buyingActRoutes({ generate: generateDspActs, send: sendDspActs }, dspActGeneration, dspActSending),
  ],
  jobs: [publisherActGeneration.job, publisherActSending.job, dspActGeneration.job, dspActSending.job],
});
