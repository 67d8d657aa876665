/**
 * The editor as a full page; save, cancel and delete return to the previous page, "save and
 * stay" keeps it open (a new record moves to its own address). The declared banner (a locked
 * order) sits at the top, the action bar sticks to the bottom of the window. With tabs
 * (options.tabs) the form is the Summary tab and the others show form fields of their own, a
 * declared child collection or a panel; without, the declared children follow the form.
 */
import { useCallback, useMemo, useState } from 'react';
import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { AnyEntity } from '../../domain/core/entity';
import { ChildCollections } from './editor/ChildCollections';
import { ChildTable } from './editor/ChildTable';
import { EditorBody } from './editor/EditorBody';
import { EditorBreadcrumbs } from './editor/EditorBreadcrumbs';
import type { EntityEditorOptions, Model } from './editor/editor-options';
import { claimedFields, isFormTab, summaryTab, type EditorTab } from './editor/editor-tabs';
import { useEntityModel } from './editor/use-entity-model';

/** Columns of a page editor's fields when the entity declares none. */
export const pageColumns = 2;

function EditorBanner({ entity, id, banner }: { entity: AnyEntity; id: number | string; banner(model: Model): ReactNode }) {
  const { model } = useEntityModel(entity, id);
  return model ? <>{banner(model)}</> : null;
}

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

function TabPanel({ entity, id, tab }: { entity: AnyEntity; id: number | string; tab: EditorTab }) {
  if ('child' in tab) return <ChildTable parent={entity} child={tab.child} id={id} options={tab.options} />;
  if ('panel' in tab) return <>{tab.panel(id)}</>;
  return null;
}

export function EntityEditorPage({ entity, id, options, fallbackPath = '/', stay, onSaved, initialValues }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [active, setActive] = useState(0);
  const tabs = useMemo<EditorTab[]>(() => (options?.tabs ? [summaryTab, ...options.tabs] : []), [options?.tabs]);
  // A new record has only its form tabs: children and panels need its id.
  const shown = id === 'create' ? tabs.filter(isFormTab) : tabs;
  const current = shown[Math.min(active, shown.length - 1)];
  const formOptions = useMemo<EntityEditorOptions | undefined>(() => {
    if (!options?.tabs || !current || !isFormTab(current)) return options;
    const claimed = claimedFields(options.tabs);
    const onTab = (name: string) => (current === summaryTab ? !claimed.has(name) : current.fields.includes(name));
    return { ...options, fieldHidden: (name, ctx) => !!options.fieldHidden?.(name, ctx) || !onTab(name) };
  }, [options, current]);

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallbackPath);
  };
  const showForm = !current || isFormTab(current);
  // A failed save shows the tab that holds the first invalid field.
  const onInvalid = useCallback(
    (name: string) => {
      if (!options?.tabs) return;
      const claimed = claimedFields(options.tabs);
      const index = shown.findIndex((tab) => isFormTab(tab) && (tab === summaryTab ? !claimed.has(name) : tab.fields.includes(name)));
      if (index >= 0) setActive(index);
    },
    [options?.tabs, shown],
  );
  return (
    <Paper sx={{ p: 2, maxWidth: tabs.length ? 1400 : 900 }} data-testid="entity-editor">
      <EditorBreadcrumbs entity={entity} id={id} />
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t(`entities.${entity.name}`)}
        {id !== 'create' && !stay ? ` #${id}` : ''}
      </Typography>
      {options?.banner && id !== 'create' && <EditorBanner entity={entity} id={id} banner={options.banner} />}
      {shown.length > 0 && (
        <Tabs value={Math.min(active, shown.length - 1)} onChange={(_, next: number) => setActive(next)} variant="scrollable" sx={{ mb: 1 }}>
          {shown.map((tab) => (
            <Tab key={tab.label} label={t(tab.label)} data-testid={`editor-tab-${tab.label}`} />
          ))}
        </Tabs>
      )}
      <Box sx={{ display: showForm ? 'block' : 'none', maxWidth: tabs.length ? 1400 : 900 }}>
        <EditorBody
          entity={entity}
          id={id}
          options={formOptions}
          initialValues={initialValues}
          columns={pageColumns}
          onInvalid={onInvalid}
          frame={({ content, actions }) => (
            <>
              {content}
              {actions && (
                <Stack
                  direction="row"
                  spacing={1}
                  data-testid="editor-actions"
                  sx={{ position: 'sticky', bottom: 0, zIndex: 2, mt: 2, mx: -2, px: 2, py: 1, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
                >
                  {actions}
                </Stack>
              )}
            </>
          )}
          onSaved={(model, created, stayHere) => {
            onSaved?.(model, created);
            if (stayHere && created && model.id !== undefined) navigate(location.pathname.replace(/create$/, String(model.id)), { replace: true });
            else if (!stay && !stayHere) back();
          }}
          onDeleted={back}
          onClose={back}
        />
      </Box>
      {!showForm && current && <TabPanel entity={entity} id={id} tab={current} />}
      {!tabs.length && <ChildCollections entity={entity} id={id} />}
    </Paper>
  );
}
