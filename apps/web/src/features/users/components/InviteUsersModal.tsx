import { useEffect, useState } from 'react';
import { Anchor, Divider, Group, Modal, Select, Stack, TagsInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingPlus, IconMail } from '@tabler/icons-react';
import type { CompanyFieldsBody, Role, User } from '@mudstack/contracts';
import { CompanyFormFields, companyFormValidate, emptyCompanyValues, type CompanyFormValues } from '../../../components/CompanyFormFields';
import { FormActions } from '../../../components/FormActions';
import { notify } from '../../../lib/notify';
import { truncateName } from '../../../lib/search-text';
import { isSuperAdmin } from '../../../lib/session';
import { useCompanies, useCreateCompany } from '../../../lib/api/companies';
import { useInviteUsers } from '../api/invite-users';
import { roleOptions } from '../user-rules';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface InviteValues extends CompanyFormValues {
  emails: string[];
  role: Role;
  companyId: string | null;
}

/**
 * "Invite users": emails as tags, the role (default user) and the company (required; fixed to their
 * own for admins). Super-admins can switch to the variant that creates a new company first.
 */
export function InviteUsersModal({ opened, onClose, me }: { opened: boolean; onClose: () => void; me: User }) {
  const superAdmin = isSuperAdmin(me);
  const companies = useCompanies(opened);
  const invite = useInviteUsers();
  const createCompany = useCreateCompany();
  const { form, newCompany, setNewCompany } = useInviteForm(opened, superAdmin ? null : String(me.company_id ?? ''));

  const companyOptions = (companies.data ?? [])
    .filter((c) => c.is_active || String(c.id) === form.values.companyId)
    .map((c) => ({ value: String(c.id), label: truncateName(c.name) }));

  const submit = form.onSubmit(async (values) => {
    try {
      let companyId = Number(values.companyId);
      if (newCompany) {
        companyId = (await createCompany.mutateAsync(companyFieldsOf(values))).id;
      }
      const invited = await invite.mutateAsync({ emails: values.emails, role: values.role, company_id: companyId });
      notify.success(invited.length === 1 ? `Invitation sent to ${invited[0].email}.` : `${invited.length} invitations sent.`);
      onClose();
    } catch {
      // The api client has already shown the server's message.
    }
  });

  const roles = roleOptions(me);
  return (
    <Modal opened={opened} onClose={onClose} title={newCompany ? 'Invite users to a new company' : 'Invite users'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TagsInput
            label="Emails"
            description="Press Enter, comma or space after each address"
            placeholder={form.values.emails.length ? '' : 'name@company.com'}
            leftSection={<IconMail size={16} stroke={1.7} />}
            // Characters, not key names: a pasted list is split on these; Enter always ends a tag.
            splitChars={[',', ' ', ';']}
            acceptValueOnBlur
            clearable
            data-autofocus
            {...form.getInputProps('emails')}
            onChange={(value) => form.setFieldValue('emails', value.map((v) => v.trim().toLowerCase()).filter(Boolean))}
          />
          <Select
            label="Role"
            data={roles.map(({ value, label }) => ({ value, label }))}
            allowDeselect={false}
            renderOption={({ option }) => (
              <div>
                <Text size="sm">{option.label}</Text>
                <Text size="xs" c="dimmed">
                  {roles.find((r) => r.value === option.value)?.description}
                </Text>
              </div>
            )}
            {...form.getInputProps('role')}
          />
          {!newCompany && (
            <Select
              label="Company"
              placeholder={superAdmin ? 'Choose a company' : undefined}
              data={superAdmin ? companyOptions : [{ value: String(me.company_id ?? ''), label: truncateName(me.company ?? 'Your company') }]}
              disabled={!superAdmin}
              searchable={superAdmin}
              required
              description={superAdmin ? undefined : 'Admins invite people into their own company.'}
              {...form.getInputProps('companyId')}
            />
          )}
          {superAdmin && !newCompany && (
            <Anchor component="button" type="button" size="sm" onClick={() => setNewCompany(true)}>
              <Group gap={6}>
                <IconBuildingPlus size={16} stroke={1.7} /> Invite to a new company instead
              </Group>
            </Anchor>
          )}
          {newCompany && (
            <>
              <Divider label="New company" labelPosition="left" />
              <CompanyFormFields form={form} />
              <Anchor component="button" type="button" size="sm" onClick={() => setNewCompany(false)}>
                Choose an existing company instead
              </Anchor>
            </>
          )}
          <FormActions
            justify="flex-end"
            mt="sm"
            cancelLabel="Close"
            onCancel={onClose}
            submitLabel="Send invitations"
            loading={invite.isPending || createCompany.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The invitation form, checked as the contract checks it, cleared when the modal closes; `newCompany` switches to the new-company variant. */
function useInviteForm(opened: boolean, ownCompanyId: string | null) {
  const [newCompany, setNewCompany] = useState(false);
  const form = useForm<InviteValues>({
    initialValues: { ...emptyCompanyValues, emails: [], role: 'user', companyId: ownCompanyId },
    validate: (values) => ({
      ...(values.emails.length === 0 ? { emails: 'Enter at least one email.' } : {}),
      ...(values.emails.some((e) => !EMAIL.test(e))
        ? { emails: `Not a valid email: ${values.emails.filter((e) => !EMAIL.test(e)).join(', ')}` }
        : {}),
      ...(!newCompany && !values.companyId ? { companyId: 'A company is required.' } : {}),
      // A new company is checked by the contract's own schema.
      ...(newCompany ? companyFormValidate(values) : {}),
    }),
  });
  useEffect(() => {
    if (!opened) {
      form.reset();
      setNewCompany(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- clear the form only when the modal closes
  }, [opened]);
  return { form, newCompany, setNewCompany };
}

/** The new company's fields of the form, as the companies call takes them. */
function companyFieldsOf(values: InviteValues): CompanyFieldsBody {
  const { name, address, address2, city, zip } = values;
  return { name, address, address2, city, state: (values.state ?? '') as CompanyFieldsBody['state'], zip };
}
