/** `GET /api/frontend/enums/`: every enumeration of spec 2 §7.1 as `{name: [{v, t}]}`. */
import { enums } from '../../../domain/enums';
import type { FastifySchema } from 'fastify';
import type { RouteModule } from '../../http/route-module';

export const enumsRoute: RouteModule = (api) => {
  api.get('/frontend/enums/', { schema: { tags: ['settings'], summary: 'Every enumeration as {name: [{v, t}]}' } as FastifySchema }, async () => enums);
};
