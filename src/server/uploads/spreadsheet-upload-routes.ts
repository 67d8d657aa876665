/**
 * The routes of a spreadsheet upload kind that is not a declared action: `POST /api/<path>`
 * (multipart `file`, `name`) and `GET /api/<path>template/`, the header-only .xlsx. Any signed-in
 * user may call both.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../domain/core/entity';
import { actorOf } from '../http/auth/authenticate';
import { FileReply } from '../http/actions/file-reply';
import type { RouteModule } from '../http/route-module';
import type { ServerContext } from '../server-context';
import { spreadsheetTemplate } from './spreadsheet-template';
import { clientGone } from './client-gone';
import { withUploadedXlsx, type UploadCodes, type UploadedXlsx } from './uploaded-xlsx';
import { xlsxType } from './xlsx-type';

export interface SpreadsheetUploadRoute {
  /** Without the /api/ prefix, ending in '/'. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  template: { fileName: string; sheetName: string; header: readonly string[]; wide?: readonly string[] };
  codes: UploadCodes;
  /** `signal`: the client went away (nothing may be written after it). */
  upload(ctx: ServerContext, actor: Actor, file: UploadedXlsx, signal?: AbortSignal): Promise<unknown>;
}

export function spreadsheetUploadRoutes(route: SpreadsheetUploadRoute): RouteModule {
  return async (parent, ctx) => {
    await parent.register(async (api: FastifyInstance) => {
      // Room for the multipart envelope around the largest accepted file.
      const bodyLimit = ctx.config.maxUploadMb * 1024 * 1024 + 1024 * 1024;
      api.post(
        `/${route.path}`,
        { bodyLimit, schema: { tags: [route.tag], summary: route.summary, description: route.description, consumes: ['multipart/form-data'] } },
        async (request, reply) => {
          const actor = actorOf(request);
          const signal = clientGone(reply);
          return withUploadedXlsx(request, route.codes, (file) => route.upload(ctx, actor, file, signal));
        },
      );
      api.get(
        `/${route.path}template/`,
        { schema: { tags: [route.tag], summary: `The upload's template: an .xlsx with the header ${route.template.header.join(' | ')}` } },
        async (request, reply) => {
          actorOf(request);
          const file = new FileReply(route.template.fileName, xlsxType, await spreadsheetTemplate(route.template.sheetName, route.template.header, route.template.wide));
          return reply.headers(file.headers()).send(file.data);
        },
      );
    });
  };
}
