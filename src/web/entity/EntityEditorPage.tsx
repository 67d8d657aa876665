/** The editor as a full page; save, cancel and delete return to the previous page. */
import { Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnyEntity } from '../../domain/entity';
import { ChildCollections } from './editor/ChildCollections';
import { EditorBody } from './editor/EditorBody';
import type { EntityEditorOptions, Model } from './editor/editor-options';

interface Props {
  entity: AnyEntity;
  id: number | string;
  options?: EntityEditorOptions;
  /** Where to go back when there is no previous page. */
  fallbackPath?: string;
  /** Stay on the page after saving (single-record editors). */
  stay?: boolean;
  onSaved?(model: Model, created: boolean): void;
  /** Initial values of a new model on top of the options' (see EntityEditorScreen). */
  initialValues?: Record<string, unknown>;
}

export function EntityEditorPage({ entity, id, options, fallbackPath = '/', stay, onSaved, initialValues }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallbackPath);
  };
  return (
    <Paper sx={{ p: 2, maxWidth: 900 }} data-testid="entity-editor">
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t(`entities.${entity.name}`)}
        {id !== 'create' && !stay ? ` #${id}` : ''}
      </Typography>
      <EditorBody
        entity={entity}
        id={id}
        options={options}
        initialValues={initialValues}
        frame={({ content, actions }) => (
          <>
            {content}
            {actions && (
              <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                {actions}
              </Stack>
            )}
          </>
        )}
        onSaved={(model, created) => {
          onSaved?.(model, created);
          if (!stay) back();
        }}
        onDeleted={back}
        onClose={back}
      />
      <ChildCollections entity={entity} id={id} />
    </Paper>
  );
}
