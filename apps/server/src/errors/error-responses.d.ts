/** Response schemas of the failures every route can answer (documented in OpenAPI). */
export declare const errorResponses: {
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
