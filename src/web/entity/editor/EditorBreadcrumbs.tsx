/** Area / list / record above a full-page editor (breadcrumb-trail.ts). */
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnyEntity } from '../../../domain/core/entity';
import { appRoutes } from '../../app/route-table';
import { useEnumLabel } from '../use-format-context';
import { breadcrumbTrail, crumbs } from './breadcrumb-trail';
import { useEntityModel } from './use-entity-model';

export function EditorBreadcrumbs({ entity, id }: { entity: AnyEntity; id: number | string }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const { model } = useEntityModel(entity, id);
  const shown = crumbs(breadcrumbTrail(entity, appRoutes, id, model, enumLabel), t, t('New record'));
  return (
    <Breadcrumbs aria-label={t('Breadcrumbs')} data-testid="breadcrumbs" sx={{ mb: 0.5, fontSize: 14 }}>
      {shown.map((crumb, index) =>
        crumb.path ? (
          <Link key={index} component={RouterLink} to={crumb.path} underline="hover" color="inherit" fontSize="inherit">
            {crumb.text}
          </Link>
        ) : (
          <Typography key={index} color={index === shown.length - 1 ? 'text.primary' : 'text.secondary'} fontSize="inherit" aria-current={index === shown.length - 1 ? 'page' : undefined}>
            {crumb.text}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
