/**
 * `GET /api/celery/tasks/` (API.md "Tasks"): the signed-in user's background tasks of the last
 * 7 days, newest first, in the list format; `?all=true` lists everyone's, for the super admin only.
 */
import { refuse } from '../../domain/core/refusals/refusal';
import { actorOf } from '../http/auth/authenticate';
import type { RouteModule } from '../http/route-module';
import { listTasks } from './task-list';
import { parseTaskListQuery } from './task-list-query';

export const taskListRoutes: RouteModule = (api, ctx) => {
  api.get(
    '/celery/tasks/',
    { schema: { tags: ['tasks'], summary: "The signed-in user's background tasks of the last 7 days (?all=true: everyone's, super admin only)" } },
    async (request) => {
      const actor = actorOf(request);
      const query = parseTaskListQuery((request.query ?? {}) as Record<string, unknown>);
      if (query.all && !actor.isSuperAdmin) throw refuse.forbidden('tasks.allSuperAdminOnly');
      return listTasks(ctx.database, query, actor.id);
    },
  );
};
