/** The profiler area: the super admin's record of requests and their SQL (spec 2 §2.8). */
import { defineModule } from '../app-module';
import { installProfiler } from './profiler';
import { profilerRoutes } from './profiler-routes';

export const profilerArea = defineModule({
  name: 'profiler',
  routes: [profilerRoutes],
  install: installProfiler,
  otherRoutes: {
    'GET /api/silk/requests/': { access: 'superAdmin', call: '/api/silk/requests/', allowed: [200], coveredBy: 'src/server/profiler/profiler.test.ts' },
    'GET /api/silk/requests/{id}/': { access: 'superAdmin', call: '/api/silk/requests/999999/', allowed: [404], coveredBy: 'src/server/profiler/profiler.test.ts' },
    'GET /api/silk/': { access: 'superAdmin', call: '/api/silk/', allowed: [200], coveredBy: 'src/server/profiler/profiler.test.ts' },
  },
});
