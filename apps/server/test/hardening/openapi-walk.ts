/** The parts of an OpenAPI 3 document the bad-input walk reads. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface WalkedOperation {
  method: string;
  /** OpenAPI template, `/api/player/byid/{playerId}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | null;
  /** Answers an endless event stream when it succeeds. */
  streams: boolean;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

export function walkOperations(document: OpenApiDocument): WalkedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const successes = Object.values(operation.responses ?? {});
        return {
          method: method.toUpperCase(),
          path,
          pathParams: parameters.filter((parameter) => parameter.in === 'path'),
          queryParams: parameters.filter((parameter) => parameter.in === 'query'),
          body: operation.requestBody?.content?.['application/json']?.schema ?? null,
          streams: successes.some((response) => 'text/event-stream' in (response.content ?? {})),
        };
      }),
  );
}
