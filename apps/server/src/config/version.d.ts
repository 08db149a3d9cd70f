/** The version reported to the SPA (VersionNumber) and in logs. */
export declare const appVersion: string;
