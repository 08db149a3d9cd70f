import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { bundleProblems } from '@charity/domain/bundles/bundle-rules';
import {
  provisioningFileSchema,
  type ProvisioningFile,
} from '@charity/domain/setup/organization-schema';
import { inlineRegionFiles } from './region-files';

export class InvalidProvisioningFileError extends Error {
  constructor(file: string, problems: string[]) {
    super(
      `${file} is not a valid provisioning file:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'InvalidProvisioningFileError';
  }
}

/** Reads a YAML (or JSON, which is YAML) provisioning file and validates it. */
export async function readProvisioningFile(file: string): Promise<ProvisioningFile> {
  const document: unknown = parse(await readFile(file, 'utf8'));
  const unreadable = await inlineRegionFiles(document, path.dirname(file));
  if (unreadable.length > 0) throw new InvalidProvisioningFileError(file, unreadable);
  const result = provisioningFileSchema.safeParse(document);
  if (!result.success) {
    throw new InvalidProvisioningFileError(
      file,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`),
    );
  }
  // The console's rule for bundles (issue 27): no bundle of 1, none dearer than singles.
  const bundles = result.data.organizations.flatMap((organization, o) =>
    organization.games.flatMap((game, g) =>
      bundleProblems(game.bundles, game.ticketPriceCents).map(
        (problem) => `organizations.${o}.games.${g}.${problem.Path}: ${problem.Message}`,
      ),
    ),
  );
  if (bundles.length > 0) throw new InvalidProvisioningFileError(file, bundles);
  return result.data;
}
