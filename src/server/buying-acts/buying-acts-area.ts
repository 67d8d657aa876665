/**
 * The buying side's acts (spec 2 §2.2, §2.3; API.md "Buying side"): publisher acts and DSP acts,
 * one module with two users: the generation of a month's acts (buying-act-generation.ts) and
 * their sending (buying-act-sending.ts), configured per user; the acts' "actual in registry"
 * flag kept by the same hooks as the order acts'.
 */
import { generatePublisherActs, sendPublisherActs, buyingActMessages } from '../../domain/buying-acts/buying-act-actions';
import { publisherAct } from '../../domain/buying-acts/publisher-acts';
import { publisherContract } from '../../domain/publishers/publisher-entities';
import { defineModule } from '../app-module';
import { actualInRegistryHooks } from '../registry-acts/act-hooks';
import { buyingActRoutes } from './buying-act-routes';
import { buyingActSending } from './buying-act-sending';
import { publisherActGeneration } from './publisher-act-generation';

const publisherActSending = buyingActSending({ name: 'buying-acts.publisher-send', kind: 'publisherAct', act: publisherAct, contract: publisherContract, done: buyingActMessages.publisherSent });

export const buyingActsArea = defineModule({
  name: 'buying-acts',
  hooks: [actualInRegistryHooks(publisherAct)],
  routes: buyingActRoutes({ generate: generatePublisherActs, send: sendPublisherActs }, publisherActGeneration, publisherActSending),
  jobs: [publisherActGeneration.job, publisherActSending.job],
});
