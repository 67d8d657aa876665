/** The publisher editor (spec 2 §3): its `domains` list is shown only while `divideByDomain` is on. */
import type { EntityEditorOptions } from '../entity/editor/editor-options';

export const publisherEditorOptions: EntityEditorOptions = {
  fieldHidden: (name, { values }) => name === 'domains' && !values.divideByDomain,
};
