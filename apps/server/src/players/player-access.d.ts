import type { FastifyInstance, FastifyRequest } from 'fastify';
/** Responses every signed-in player route can answer, documented in OpenAPI. */
export declare const playerErrorResponses: {
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
/** The caller's own player record, after the ownership check (403) and existence (404). */
export declare function loadOwnPlayer(
  app: FastifyInstance,
  request: FastifyRequest,
  target: {
    playerId: string;
    organizationId: string;
  },
): Promise<{
  caller: import('@charity/domain/claims').SubjectClaim;
  player: {
    collect_player_address: boolean | null;
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    phone: string;
    address_line1: string | null;
    address_line2: string | null;
    address_city: string | null;
    address_province: string | null;
    address_postal_code: string | null;
    address_country: string | null;
    agreed_terms_version_id: string | null;
    agreed_terms_at: Date | null;
    charity_id: string | null;
    charity_active: boolean | null;
    latest_terms_id: string | null;
  };
}>;
