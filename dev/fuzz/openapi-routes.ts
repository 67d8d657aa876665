/**
 * The routes the fuzzer calls, read from the OpenAPI document the server serves
 * (`/api/docs/json`): method, path template, path and query parameters, JSON body schema.
 */

export type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  readOnly?: boolean;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FuzzRoute {
  method: HttpMethod;
  /** The template, e.g. `/api/clients/{id}/`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body schema, when the document declares one. */
  body: JsonSchema | null;
}

interface OpenApiParameter {
  in: string;
  name: string;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const methods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function routesOf(document: OpenApiDocument): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [name, operation] of Object.entries(operations)) {
      const method = name.toUpperCase() as HttpMethod;
      if (!methods.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      routes.push({
        method,
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return routes;
}

/** The part of a path before its first parameter: `/api/clients/{id}/history/` → `/api/clients/`. */
export function collectionOf(path: string): string {
  const brace = path.indexOf('{');
  return brace < 0 ? path : path.slice(0, brace);
}
