import { provinceOfJurisdiction } from '@charity/domain/address/jurisdiction-province';
import { countryOfJurisdiction } from '@charity/domain/address/places';
import { phoneExample } from '@charity/domain/phone-example';
import type { FastifyInstance } from 'fastify';
import { appendAudit } from '../audit/audit-log.repository';
import {
  createPlayerAccount,
  validateRegistration,
  type RegistrationForm,
  type RegistrationProblems,
} from '../accounts/registration';
import { formValue, sendPage, unsafeFields } from './hosted-page';
import { loginHintEmail, withInteraction, type InteractionContext } from './interaction-context';
import { messagePage } from './pages/account-pages';
import type { FieldErrors } from './pages/form-fields';
import { registerPage } from './pages/register-page';
import { sendVerificationMail } from './verification-mail';

const formFields: (keyof RegistrationForm)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'dateOfBirth',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'country',
];

function readForm(body: unknown): RegistrationForm {
  return Object.fromEntries(
    formFields.map((name) => [name, formValue(body, name)]),
  ) as unknown as RegistrationForm;
}

function messages(interaction: InteractionContext, problems: RegistrationProblems): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([name, problem]) => [
      name,
      interaction.page.t(problem.key, problem.vars),
    ]),
  );
}

function startingValues(interaction: InteractionContext): Partial<RegistrationForm> {
  const province = provinceOfJurisdiction(interaction.page.settings?.jurisdiction);
  const email = loginHintEmail(interaction);
  return { ...(province ? { province } : {}), ...(email ? { email } : {}) };
}

export function registerRoutes(app: FastifyInstance, rateLimit: object) {
  const show = (
    interaction: InteractionContext,
    values: Partial<RegistrationForm>,
    errors: FieldErrors,
  ) => {
    const { page } = interaction;
    return registerPage(page.t, {
      uid: interaction.uid,
      values: { ...values, password: '' },
      errors,
      collectAddress: page.settings?.collect_player_address ?? false,
      minimumAge: page.settings?.minimum_age ?? 18,
      phoneExample: phoneExample(page.settings?.jurisdiction ?? ''),
    });
  };

  app.get<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/register',
    withInteraction(app, async (request, reply, interaction) =>
      sendPage(
        reply,
        request,
        interaction.page,
        interaction.page.t('registerTitle'),
        // The province starts at the organization's, as the country starts at Canada: most
        // players live where their lottery is licensed (issue 28: one field fewer to type).
        show(interaction, startingValues(interaction), {}),
      ),
    ),
  );

  app.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/register',
    { config: { rateLimit } },
    withInteraction(app, async (request, reply, interaction) => {
      const { page } = interaction;
      const form = readForm(request.body);
      const collectAddress = page.settings?.collect_player_address ?? false;
      const problems = validateRegistration(form, {
        minimumAge: page.settings?.minimum_age ?? 18,
        collectAddress,
        today: new Date(),
        unsafe: unsafeFields(request),
        organizationCountry: countryOfJurisdiction(page.settings?.jurisdiction),
      });
      const title = page.t('registerTitle');
      if (Object.keys(problems).length > 0) {
        return sendPage(
          reply,
          request,
          page,
          title,
          show(interaction, form, messages(interaction, problems)),
          400,
        );
      }
      const accountId = await createPlayerAccount(
        app.db,
        page.organization.id,
        form,
        collectAddress,
        app.identity.options.passwordCost,
        page.locale,
      );
      if (!accountId) {
        const errors = messages(interaction, { email: { key: 'emailTaken' } });
        return sendPage(reply, request, page, title, show(interaction, form, errors), 409);
      }
      await appendAudit(app.db, {
        organizationId: page.organization.id,
        actor: accountId,
        action: 'account.registered',
        subjectType: 'account',
        subjectId: accountId,
      });
      const email = form.email.trim();
      await sendVerificationMail(app, page, { id: accountId, email }, interaction.uid);
      return sendPage(
        reply,
        request,
        page,
        page.t('checkEmailTitle'),
        messagePage(page.t('checkEmailText', { email }), {
          href: `/oidc/interaction/${interaction.uid}?email=${encodeURIComponent(email)}`,
          label: page.t('backToSignIn'),
        }),
        201,
      );
    }),
  );
}
