/** The columns of `desired` whose value differs from the stored row. */
export declare function changedColumns<T extends object>(
  stored: {
    [K in keyof T]?: unknown;
  },
  desired: T,
): Partial<T>;
export declare const hasChanges: (changes: object) => boolean;
