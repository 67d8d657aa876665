/**
 * The editor as a dialog (width from the declaration, default 500 px). Escape, a backdrop click
 * and Cancel ask before dropping unsaved changes, as a page editor does before leaving.
 */
import { useRef } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AnyEntity } from '../../domain/core/entity';
import { EditorBody } from './editor/EditorBody';
import type { EntityEditorOptions, Model } from './editor/editor-options';
import type { CloseRequest } from './editor/EntityForm';

export const defaultDialogWidth = 500;

interface Props {
  entity: AnyEntity;
  id: number | string;
  options?: EntityEditorOptions;
  onClose(): void;
  onSaved?(model: Model, created: boolean): void;
}

export function EntityEditorDialog({ entity, id, options, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const width = entity.editor?.width ?? defaultDialogWidth;
  const closeRequest = useRef<CloseRequest['current']>(null);
  return (
    <Dialog open onClose={() => (closeRequest.current ?? onClose)()} slotProps={{ paper: { sx: { width, maxWidth: '95vw' } } }} data-testid="entity-editor">
      <DialogTitle>
        {t(`entities.${entity.name}`)}
        {id !== 'create' ? ` #${id}` : ''}
      </DialogTitle>
      <EditorBody
        entity={entity}
        id={id}
        options={options}
        frame={({ content, actions }) => (
          <>
            <DialogContent dividers>{content}</DialogContent>
            {actions && <DialogActions>{actions}</DialogActions>}
          </>
        )}
        columns={width >= 800 ? 2 : 1}
        onSaved={(model, created, stay) => {
          onSaved?.(model, created);
          if (!stay || created) onClose();
        }}
        onDeleted={() => {
          onSaved?.({}, false);
          onClose();
        }}
        onClose={onClose}
        closeRequest={closeRequest}
      />
    </Dialog>
  );
}
