/**
 * Routes that are neither a generic entity call nor a declared action: who may call each one
 * (the matrix checks it with a row that does not exist, so nothing changes) and the test that
 * checks what it does. The matrix fails when the API has a route in neither list, or when a
 * route listed here is gone.
 */
export interface OtherRoute {
  /** `signedIn`: any session; `superAdmin`: the super admin alone (403 for the others). */
  access: 'signedIn' | 'superAdmin';
  /** The path the matrix calls: the template with a missing row's id. */
  call: string;
  /** What an allowed call may answer (the row does not exist, or the body is empty). */
  allowed: readonly number[];
  coveredBy: string;
}

export const otherRoutes: Record<string, OtherRoute> = {
  'POST /api/files/': { access: 'signedIn', call: '/api/files/', allowed: [400, 406, 415], coveredBy: 'src/server/files/files.test.ts' },
  'GET /api/files/short/': { access: 'signedIn', call: '/api/files/short/', allowed: [200], coveredBy: 'src/server/files/files.test.ts' },
  'GET /api/files/temp/{id}/': { access: 'signedIn', call: '/api/files/temp/999999/', allowed: [404], coveredBy: 'src/server/files/files.test.ts' },
  'GET /api/files/{id}/': { access: 'signedIn', call: '/api/files/999999/', allowed: [404], coveredBy: 'src/server/files/files.test.ts' },
  // Only the uploader or an admin deletes a file: a missing one may answer 403 before 404.
  'DELETE /api/files/{id}/': { access: 'signedIn', call: '/api/files/999999/', allowed: [403, 404], coveredBy: 'src/server/files/files.test.ts' },
  'GET /api/celery/task/{taskId}/': { access: 'signedIn', call: '/api/celery/task/no-such-task/', allowed: [200, 404], coveredBy: 'src/server/jobs/jobs.test.ts' },
  'GET /api/celery/tasks/': { access: 'signedIn', call: '/api/celery/tasks/', allowed: [200], coveredBy: 'src/server/jobs/task-list.test.ts' },
  'GET /api/silk/requests/': { access: 'superAdmin', call: '/api/silk/requests/', allowed: [200], coveredBy: 'src/server/profiler/profiler.test.ts' },
  'GET /api/silk/requests/{id}/': { access: 'superAdmin', call: '/api/silk/requests/999999/', allowed: [404], coveredBy: 'src/server/profiler/profiler.test.ts' },
  'POST /api/erir/nonmedia/': { access: 'signedIn', call: '/api/erir/nonmedia/', allowed: [400, 415], coveredBy: 'src/server/publishers/publishers.test.ts' },
  'POST /api/erir/dsp_info/': { access: 'signedIn', call: '/api/erir/dsp_info/', allowed: [400, 415], coveredBy: 'src/server/dsps/dsps.test.ts' },
  'GET /api/erir/nonmedia/template/': { access: 'signedIn', call: '/api/erir/nonmedia/template/', allowed: [200], coveredBy: 'src/server/uploads/uploads.test.ts' },
  'GET /api/erir/dsp_info/template/': { access: 'signedIn', call: '/api/erir/dsp_info/template/', allowed: [200], coveredBy: 'src/server/uploads/uploads.test.ts' },
  'GET /api/silk/': { access: 'superAdmin', call: '/api/silk/', allowed: [200], coveredBy: 'src/server/profiler/profiler.test.ts' },
};
