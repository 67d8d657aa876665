/**
 * The child collections an entity declares (`children`: an order's products and payments) as
 * tabs under its editor: each is the child's own table filtered by this record, and a row
 * created there points at this record.
 */
import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AnyEntity } from '../../../domain/core/entity';
import { ChildTable } from './ChildTable';

export function ChildCollections({ entity, id }: { entity: AnyEntity; id: number | string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const children = entity.children ?? [];
  if (!children.length || id === 'create') return null;
  const child = children[Math.min(index, children.length - 1)];
  return (
    <Box sx={{ mt: 3 }} data-testid="child-collections">
      <Tabs value={index} onChange={(_, next: number) => setIndex(next)}>
        {children.map((c) => (
          <Tab key={c.entity} label={t(c.title ?? `entities.${c.entity}`)} />
        ))}
      </Tabs>
      <ChildTable key={child.entity} parent={entity} child={child.entity} id={id} />
    </Box>
  );
}
