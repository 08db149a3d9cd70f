import '@/styles/mantine-forms.css';
import {
  Alert,
  Button,
  ColorInput,
  Fieldset,
  Group,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationProfileSchema } from '@charity/domain/setup/organization-profile';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useStaffMay } from '@/api/staff-may';
import { useConfig } from '@/lib/config';
import { READ_ONLY_FIELDS, ReadOnlyNotice } from '../components/read-only-notice';
import {
  downloadOrganizationYaml,
  useOrganizationProfile,
  useSaveOrganizationProfile,
} from '../api/organization-profile';
import {
  colourFields,
  fromForm,
  numberFields,
  switchFields,
  textFields,
  toForm,
} from '../components/profile-fields';
import { problemsFromError, problemsOf, type Problems } from '../components/field-problems';
import type { OrganizationProfile } from '@charity/domain/setup/organization-profile';

/** /admin/organization: profile and settings (validated as the YAML file is), and the export. */
export function AdminOrganizationPage() {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const profile = useOrganizationProfile();
  return (
    <Page title={t('staffOrganization.title')}>
      <Group>
        <Button variant="default" onClick={() => void downloadOrganizationYaml(organizationId)}>
          {t('staffOrganization.export')}
        </Button>
      </Group>
      {profile.isError && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {profile.data && <ProfileEditor initial={profile.data} />}
    </Page>
  );
}

/** The form, started from the profile as loaded. */
function ProfileEditor({ initial }: { initial: OrganizationProfile }) {
  const { t } = useTranslation();
  const save = useSaveOrganizationProfile();
  // A role that may not save reads the same fields, disabled, without the button.
  const canSave = useStaffMay()('PUT /api/setup/organization/for-organization/:organizationId');
  const [form, setForm] = useState(() => toForm(initial));
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = organizationProfileSchema.safeParse(fromForm(form));
    if (!parsed.success) {
      setProblems(problemsOf(parsed.error.issues));
      return;
    }
    setProblems({});
    save.mutate(parsed.data, {
      onSuccess: () => setSaved(true),
      onError: (error) => setProblems(problemsFromError(error)),
    });
  }

  const set = (path: string, value: string | boolean) => {
    setSaved(false);
    setForm((current) => ({ ...current, [path]: value }));
  };
  const label = (path: string) => t(`staffOrganization.fields.${path.replace('.', '_')}`);
  const text = (path: string) => String(form[path] ?? '');

  return (
    <>
      {!canSave && <ReadOnlyNotice />}
      {saved && <SuccessNotice title={t('staffOrganization.saved')} />}
      {save.isError && (
        <Alert color="red" role="alert">
          {t('staffOrganization.failed')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Fieldset
          legend={t('staffOrganization.profile')}
          mb="md"
          disabled={!canSave}
          className={canSave ? undefined : READ_ONLY_FIELDS}
        >
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {textFields.map((path) => (
              <TextInput
                key={path}
                label={label(path)}
                value={text(path)}
                error={problems[path]}
                onChange={(event) => set(path, event.currentTarget.value)}
              />
            ))}
            {numberFields.map((path) => (
              <TextInput
                key={path}
                type="number"
                label={label(path)}
                value={text(path)}
                error={problems[path]}
                onChange={(event) => set(path, event.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
          {switchFields.map((path) => (
            <Switch
              key={path}
              mt="sm"
              label={label(path)}
              checked={form[path] === true}
              onChange={(event) => set(path, event.currentTarget.checked)}
            />
          ))}
        </Fieldset>
        <Fieldset
          legend={t('staffOrganization.colours')}
          mb="md"
          disabled={!canSave}
          className={canSave ? undefined : READ_ONLY_FIELDS}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {colourFields.map((path) => (
              <ColorInput
                key={path}
                label={label(path)}
                value={text(path)}
                error={problems[path]}
                format="hex"
                withEyeDropper={false}
                onChange={(value) => set(path, value)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        {canSave && (
          <Button type="submit" loading={save.isPending}>
            {t('staffOrganization.save')}
          </Button>
        )}
      </form>
    </>
  );
}
