/** The profiler area: the super admin's record of requests and their SQL (spec 2 §2.8). */
import { defineModule } from '../app-module';
import { installProfiler } from './profiler';
import { profilerRoutes } from './profiler-routes';

export const profilerArea = defineModule({ name: 'profiler', routes: [profilerRoutes], install: installProfiler });
