/**
 * The creative editor outside an order: the statistics check flag belongs to a creative in one
 * order (spec 1 §4), so it is changed in that order's "ERIR ad creative" tab.
 */
import type { EntityEditorOptions } from '../entity/editor/editor-options';

export const creativeEditorOptions: EntityEditorOptions = {
  fieldDisabled: (name) => name === 'needCheckInCh',
};
