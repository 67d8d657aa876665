/**
 * The editor as a full page; save, cancel and delete return to the previous page. With tabs
 * (options.tabs) the form is the Summary tab and the others show form fields of their own, a
 * declared child collection or a panel; without, the declared children follow the form.
 */
import { useMemo, useState } from 'react';
import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnyEntity } from '../../domain/core/entity';
import { ChildCollections } from './editor/ChildCollections';
import { ChildTable } from './editor/ChildTable';
import { EditorBody } from './editor/EditorBody';
import type { EntityEditorOptions, Model } from './editor/editor-options';
import { claimedFields, isFormTab, summaryTab, type EditorTab } from './editor/editor-tabs';

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
  if ('child' in tab) {
    const via = entity.children?.find((c) => c.entity === tab.child)?.via ?? entity.name;
    return <ChildTable entity={tab.child} via={via} id={id} options={tab.options} />;
  }
  if ('panel' in tab) return <>{tab.panel(id)}</>;
  return null;
}

export function EntityEditorPage({ entity, id, options, fallbackPath = '/', stay, onSaved, initialValues }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  return (
    <Paper sx={{ p: 2, maxWidth: tabs.length ? 1400 : 900 }} data-testid="entity-editor">
      <Typography variant="h6" sx={{ mb: 1 }}>
        {t(`entities.${entity.name}`)}
        {id !== 'create' && !stay ? ` #${id}` : ''}
      </Typography>
      {shown.length > 0 && (
        <Tabs value={Math.min(active, shown.length - 1)} onChange={(_, next: number) => setActive(next)} variant="scrollable" sx={{ mb: 1 }}>
          {shown.map((tab) => (
            <Tab key={tab.label} label={t(tab.label)} data-testid={`editor-tab-${tab.label}`} />
          ))}
        </Tabs>
      )}
      <Box sx={{ display: showForm ? 'block' : 'none', maxWidth: 900 }}>
        <EditorBody
          entity={entity}
          id={id}
          options={formOptions}
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
      </Box>
      {!showForm && current && <TabPanel entity={entity} id={id} tab={current} />}
      {!tabs.length && <ChildCollections entity={entity} id={id} />}
    </Paper>
  );
}
