/**
 * The buying side's acts (spec 2 §2.1–§2.3): tabs of the acts group beside the order acts —
 * /publisherActs with its editor /publisherAct/{id} (the act's items read-only as a tab) — and
 * /dspActs with /dspAct/{id}.
 */
import { editorPage } from '../app/generic-screens';
import { screen, type AppRoute } from '../app/routes';

export const screens: AppRoute[] = [
  screen('/publisherActs', 'Publisher acts', () => import('./PublisherActsScreen'), { group: 'erirActs', entity: 'publisherAct' }),
  screen('/publisherAct/:id', 'Publisher act', editorPage('publisherAct')),
  screen('/dspActs', 'DSP acts', () => import('./DspActsScreen'), { group: 'erirActs', entity: 'dspAct' }),
  screen('/dspAct/:id', 'DSP act', editorPage('dspAct')),
];
