/** Public pages of the draws (issue 5), next to spec §2's route table in paths.ts. */
export const drawPaths = {
  /** The open verification page of one drawn game instance. */
  verify: (gameInstanceId: string) => `/draws/${gameInstanceId}/verify`,
} as const;
