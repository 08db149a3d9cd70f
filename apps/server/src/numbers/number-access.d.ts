import type { FastifyRequest } from 'fastify';
/** Responses of the number and payment calls, documented in OpenAPI. */
export declare const moneyErrorResponses: {
  readonly 409: import('zod').ZodObject<
    {
      Status: import('zod').ZodNumber;
      Code: import('zod').ZodString;
      Message: import('zod').ZodString;
      Method: import('zod').ZodString;
      RequestUrl: import('zod').ZodString;
      Errors: import('zod').ZodOptional<
        import('zod').ZodArray<
          import('zod').ZodObject<
            {
              Path: import('zod').ZodString;
              Message: import('zod').ZodString;
            },
            import('zod/v4/core').$strip
          >
        >
      >;
    },
    import('zod/v4/core').$strip
  >;
  readonly 401: import('zod').ZodObject<
    {
      Status: import('zod').ZodNumber;
      Code: import('zod').ZodString;
      Message: import('zod').ZodString;
      Method: import('zod').ZodString;
      RequestUrl: import('zod').ZodString;
      Errors: import('zod').ZodOptional<
        import('zod').ZodArray<
          import('zod').ZodObject<
            {
              Path: import('zod').ZodString;
              Message: import('zod').ZodString;
            },
            import('zod/v4/core').$strip
          >
        >
      >;
    },
    import('zod/v4/core').$strip
  >;
  readonly 403: import('zod').ZodObject<
    {
      Status: import('zod').ZodNumber;
      Code: import('zod').ZodString;
      Message: import('zod').ZodString;
      Method: import('zod').ZodString;
      RequestUrl: import('zod').ZodString;
      Errors: import('zod').ZodOptional<
        import('zod').ZodArray<
          import('zod').ZodObject<
            {
              Path: import('zod').ZodString;
              Message: import('zod').ZodString;
            },
            import('zod/v4/core').$strip
          >
        >
      >;
    },
    import('zod/v4/core').$strip
  >;
  readonly 400: import('zod').ZodObject<
    {
      Status: import('zod').ZodNumber;
      Code: import('zod').ZodString;
      Message: import('zod').ZodString;
      Method: import('zod').ZodString;
      RequestUrl: import('zod').ZodString;
      Errors: import('zod').ZodOptional<
        import('zod').ZodArray<
          import('zod').ZodObject<
            {
              Path: import('zod').ZodString;
              Message: import('zod').ZodString;
            },
            import('zod/v4/core').$strip
          >
        >
      >;
    },
    import('zod/v4/core').$strip
  >;
  readonly 404: import('zod').ZodObject<
    {
      Status: import('zod').ZodNumber;
      Code: import('zod').ZodString;
      Message: import('zod').ZodString;
      Method: import('zod').ZodString;
      RequestUrl: import('zod').ZodString;
      Errors: import('zod').ZodOptional<
        import('zod').ZodArray<
          import('zod').ZodObject<
            {
              Path: import('zod').ZodString;
              Message: import('zod').ZodString;
            },
            import('zod/v4/core').$strip
          >
        >
      >;
    },
    import('zod/v4/core').$strip
  >;
  readonly 500: import('zod').ZodObject<
    {
      Status: import('zod').ZodNumber;
      Code: import('zod').ZodString;
      Message: import('zod').ZodString;
      Method: import('zod').ZodString;
      RequestUrl: import('zod').ZodString;
      Errors: import('zod').ZodOptional<
        import('zod').ZodArray<
          import('zod').ZodObject<
            {
              Path: import('zod').ZodString;
              Message: import('zod').ZodString;
            },
            import('zod/v4/core').$strip
          >
        >
      >;
    },
    import('zod/v4/core').$strip
  >;
};
/** The caller, who must be the player named in the request (403 otherwise). */
export declare function ownPlayer(
  request: FastifyRequest,
  playerId: string,
  organizationId?: string,
): import('@charity/domain/claims').SubjectClaim;
export declare const idempotencyHeader: {
  description: string;
};
