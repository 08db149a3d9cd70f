import { type ProvisioningFile } from './provisioning-schema';
export declare class InvalidProvisioningFileError extends Error {
  constructor(file: string, problems: string[]);
}
/** Reads a YAML (or JSON, which is YAML) provisioning file and validates it. */
export declare function readProvisioningFile(file: string): Promise<ProvisioningFile>;
