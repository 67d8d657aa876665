/** `GET /api/celery/task/{taskId}/` → {state, detail} of a background task (the path the web app polls). */
import { refuse } from '../../domain/core/refusals/refusal';
import { actorOf } from '../http/auth/authenticate';
import type { RouteModule } from '../http/route-module';

export const taskRoutes: RouteModule = (api, ctx) => {
  api.get(
    '/celery/task/:taskId/',
    { schema: { tags: ['tasks'], summary: 'State of a background task: PENDING, STARTED, SUCCESS (detail: result) or FAILURE (detail: error)' } },
    async (request) => {
      actorOf(request);
      const { taskId } = request.params as { taskId: string };
      const state = await ctx.jobs.state(taskId);
      if (!state) throw refuse.notFound('tasks.notFound');
      return state;
    },
  );
};
