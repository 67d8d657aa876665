/**
 * Routes that are neither a generic entity call nor a declared action: who may call each one
 * (the matrix checks it with a row that does not exist, so nothing changes) and the test that
 * checks what it does. The core's are listed here, an area's by its module (`otherRoutes`). The
 * matrix fails when the API has a route in no list, or when a listed route is gone.
 */
import type { AppModule } from '../app-module';

export interface OtherRoute {
  /** `signedIn`: any session; `superAdmin`: the super admin alone (403 for the others). */
  access: 'signedIn' | 'superAdmin';
  /** The path the matrix calls: the template with a missing row's id. */
  call: string;
  /** What an allowed call may answer (the row does not exist, or the body is empty). */
  allowed: readonly number[];
  coveredBy: string;
}

const coreOtherRoutes: Record<string, OtherRoute> = {
  'POST /api/files/': { access: 'signedIn', call: '/api/files/', allowed: [400, 406, 415], coveredBy: 'src/server/files/files.test.ts' },
  'GET /api/files/short/': { access: 'signedIn', call: '/api/files/short/', allowed: [200], coveredBy: 'src/server/files/files.test.ts' },
  'GET /api/files/temp/{id}/': { access: 'signedIn', call: '/api/files/temp/999999/', allowed: [404], coveredBy: 'src/server/files/files.test.ts' },
  'GET /api/files/{id}/': { access: 'signedIn', call: '/api/files/999999/', allowed: [404], coveredBy: 'src/server/files/files.test.ts' },
  // Only the uploader or an admin deletes a file: a missing one may answer 403 before 404.
  'DELETE /api/files/{id}/': { access: 'signedIn', call: '/api/files/999999/', allowed: [403, 404], coveredBy: 'src/server/files/files.test.ts' },
  'GET /api/celery/task/{taskId}/': { access: 'signedIn', call: '/api/celery/task/no-such-task/', allowed: [200, 404], coveredBy: 'src/server/jobs/jobs.test.ts' },
  'GET /api/celery/tasks/': { access: 'signedIn', call: '/api/celery/tasks/', allowed: [200], coveredBy: 'src/server/jobs/task-list.test.ts' },
};

/** The core's other routes and those of the modules. */
export function otherRoutesOf(modules: readonly Pick<AppModule, 'otherRoutes'>[]): Readonly<Record<string, OtherRoute>> {
  return Object.assign({}, coreOtherRoutes, ...modules.map((module) => module.otherRoutes ?? {}));
}
