/** Area / list / record above a full-page editor (breadcrumb-trail.ts). */
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnyEntity } from '../../../domain/core/entity';
import { appRoutes } from '../../app/route-table';
import { breadcrumbTrail } from './breadcrumb-trail';
import { useEntityModel } from './use-entity-model';

export function EditorBreadcrumbs({ entity, id }: { entity: AnyEntity; id: number | string }) {
  const { t } = useTranslation();
  const { model } = useEntityModel(entity, id);
  const trail = breadcrumbTrail(entity, appRoutes, id, model);
  return (
    <Breadcrumbs aria-label={t('Breadcrumbs')} data-testid="breadcrumbs" sx={{ mb: 0.5, fontSize: 14 }}>
      <Typography color="text.secondary" fontSize="inherit">
        {t(trail.area)}
      </Typography>
      {trail.list && (
        <Link component={RouterLink} to={trail.list.path} underline="hover" color="inherit" fontSize="inherit">
          {t(trail.list.title)}
        </Link>
      )}
      <Typography color="text.primary" fontSize="inherit" aria-current="page">
        {trail.title ?? t('New record')}
      </Typography>
    </Breadcrumbs>
  );
}
