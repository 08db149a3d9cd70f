import { z } from 'zod';
/** `now`, `now+7d`, `now+7d-1h`, or an ISO-8601 date-time. */
export declare const dateSpec: z.ZodString;
export declare const provisioningFileSchema: z.ZodObject<
  {
    organizations: z.ZodArray<
      z.ZodObject<
        {
          slug: z.ZodString;
          name: z.ZodString;
          productName: z.ZodString;
          hosts: z.ZodDefault<z.ZodArray<z.ZodString>>;
          contactEmail: z.ZodDefault<z.ZodNullable<z.ZodEmail>>;
          loginText: z.ZodDefault<z.ZodNullable<z.ZodString>>;
          loginMoreInfoUrl: z.ZodDefault<z.ZodNullable<z.ZodURL>>;
          stripePublicKey: z.ZodDefault<z.ZodNullable<z.ZodString>>;
          paymentProvider: z.ZodDefault<
            z.ZodEnum<{
              sandbox: 'sandbox';
              stripe: 'stripe';
            }>
          >;
          statusScreenUrl: z.ZodDefault<z.ZodNullable<z.ZodURL>>;
          statusScreenUrlText: z.ZodDefault<z.ZodNullable<z.ZodString>>;
          locationServiceHelpLink: z.ZodDefault<z.ZodNullable<z.ZodURL>>;
          logoUrl: z.ZodDefault<z.ZodNullable<z.ZodString>>;
          combinedLogoUrl: z.ZodDefault<z.ZodNullable<z.ZodString>>;
          theme: z.ZodObject<
            {
              primary: z.ZodString;
              primaryContrast: z.ZodString;
              accent: z.ZodString;
              background: z.ZodString;
              surface: z.ZodString;
              text: z.ZodString;
            },
            z.core.$strict
          >;
          settings: z.ZodObject<
            {
              maxNumbersPerPlayer: z.ZodNumber;
              collectPlayerAddress: z.ZodDefault<z.ZodBoolean>;
              locationRequired: z.ZodDefault<z.ZodBoolean>;
              minimumAge: z.ZodNumber;
              licenceNumber: z.ZodDefault<z.ZodNullable<z.ZodString>>;
              jurisdiction: z.ZodString;
            },
            z.core.$strict
          >;
          terms: z.ZodObject<
            {
              termsOfService: z.ZodString;
              gameRules: z.ZodString;
              privacyPolicy: z.ZodString;
            },
            z.core.$strict
          >;
          charityCategories: z.ZodDefault<
            z.ZodArray<
              z.ZodObject<
                {
                  key: z.ZodString;
                  name: z.ZodString;
                  charities: z.ZodArray<
                    z.ZodObject<
                      {
                        key: z.ZodString;
                        name: z.ZodString;
                        description: z.ZodDefault<z.ZodString>;
                        websiteUrl: z.ZodDefault<z.ZodNullable<z.ZodURL>>;
                        logoUrl: z.ZodDefault<z.ZodNullable<z.ZodURL>>;
                        active: z.ZodDefault<z.ZodBoolean>;
                      },
                      z.core.$strict
                    >
                  >;
                },
                z.core.$strict
              >
            >
          >;
          ipAllowList: z.ZodDefault<
            z.ZodArray<
              z.ZodObject<
                {
                  network: z.ZodUnion<readonly [z.ZodIPv4, z.ZodIPv6, z.ZodCIDRv4, z.ZodCIDRv6]>;
                  note: z.ZodDefault<z.ZodNullable<z.ZodString>>;
                },
                z.core.$strict
              >
            >
          >;
          games: z.ZodDefault<
            z.ZodArray<
              z.ZodObject<
                {
                  key: z.ZodString;
                  type: z.ZodEnum<{
                    GoldRush: 'GoldRush';
                    ProgressiveFiftyFifty: 'ProgressiveFiftyFifty';
                  }>;
                  name: z.ZodString;
                  current: z.ZodDefault<z.ZodBoolean>;
                  numberRangeMax: z.ZodNumber;
                  ticketPriceCents: z.ZodNumber;
                  winnerSharePercent: z.ZodNumber;
                  manualDraw: z.ZodDefault<z.ZodBoolean>;
                  subscriptionsEnabled: z.ZodDefault<z.ZodBoolean>;
                  lockPlayersToRegion: z.ZodDefault<z.ZodBoolean>;
                  region: z.ZodDefault<
                    z.ZodNullable<
                      z.ZodDiscriminatedUnion<
                        [
                          z.ZodObject<
                            {
                              type: z.ZodLiteral<'Polygon'>;
                              coordinates: z.ZodArray<
                                z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber], z.ZodNumber>>
                              >;
                              bbox: z.ZodOptional<
                                z.ZodUnion<
                                  readonly [
                                    z.ZodTuple<
                                      [z.ZodNumber, z.ZodNumber, z.ZodNumber, z.ZodNumber],
                                      null
                                    >,
                                    z.ZodTuple<
                                      [
                                        z.ZodNumber,
                                        z.ZodNumber,
                                        z.ZodNumber,
                                        z.ZodNumber,
                                        z.ZodNumber,
                                        z.ZodNumber,
                                      ],
                                      null
                                    >,
                                  ]
                                >
                              >;
                            },
                            z.core.$strict
                          >,
                          z.ZodObject<
                            {
                              type: z.ZodLiteral<'MultiPolygon'>;
                              coordinates: z.ZodArray<
                                z.ZodArray<
                                  z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber], z.ZodNumber>>
                                >
                              >;
                              bbox: z.ZodOptional<
                                z.ZodUnion<
                                  readonly [
                                    z.ZodTuple<
                                      [z.ZodNumber, z.ZodNumber, z.ZodNumber, z.ZodNumber],
                                      null
                                    >,
                                    z.ZodTuple<
                                      [
                                        z.ZodNumber,
                                        z.ZodNumber,
                                        z.ZodNumber,
                                        z.ZodNumber,
                                        z.ZodNumber,
                                        z.ZodNumber,
                                      ],
                                      null
                                    >,
                                  ]
                                >
                              >;
                            },
                            z.core.$strict
                          >,
                        ],
                        'type'
                      >
                    >
                  >;
                  schedule: z.ZodObject<
                    {
                      drawWeekday: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
                      drawTime: z.ZodDefault<z.ZodNullable<z.ZodString>>;
                      timeZone: z.ZodString;
                      salesCloseMinutesBeforeDraw: z.ZodDefault<z.ZodNumber>;
                    },
                    z.core.$strict
                  >;
                  instances: z.ZodDefault<
                    z.ZodArray<
                      z.ZodObject<
                        {
                          sequence: z.ZodNumber;
                          name: z.ZodString;
                          description: z.ZodDefault<z.ZodString>;
                          status: z.ZodDefault<
                            z.ZodEnum<{
                              readonly Scheduled: 'Scheduled';
                              readonly Open: 'Open';
                              readonly SalesClosed: 'SalesClosed';
                              readonly Drawn: 'Drawn';
                              readonly Cancelled: 'Cancelled';
                            }>
                          >;
                          startedOn: z.ZodDefault<z.ZodNullable<z.ZodString>>;
                          endedOn: z.ZodDefault<z.ZodNullable<z.ZodString>>;
                          salesCloseAt: z.ZodString;
                          drawAt: z.ZodString;
                          potTotalCents: z.ZodDefault<z.ZodNumber>;
                        },
                        z.core.$strict
                      >
                    >
                  >;
                },
                z.core.$strict
              >
            >
          >;
        },
        z.core.$strict
      >
    >;
  },
  z.core.$strict
>;
export type ProvisioningFile = z.infer<typeof provisioningFileSchema>;
export type OrganizationSpec = ProvisioningFile['organizations'][number];
export type GameSpec = OrganizationSpec['games'][number];
export type InstanceSpec = GameSpec['instances'][number];
