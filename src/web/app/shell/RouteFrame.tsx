/** One routed screen: page title, tab bar of its group, lazy loading. */
import { Suspense, useEffect } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../routes';
import { TabBar } from './TabBar';

export function RouteFrame({ route, routes }: { route: AppRoute; routes: AppRoute[] }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t(route.title);
  }, [route.title, t, i18n.language]);
  const Screen = route.component;
  return (
    <>
      {route.group && <TabBar routes={routes} group={route.group} />}
      <Suspense fallback={<LinearProgress />}>
        <Screen />
      </Suspense>
    </>
  );
}
