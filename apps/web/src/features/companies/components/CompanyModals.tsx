import { useEffect } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { Company, CompanyFieldsBody } from '@mudstack/contracts';
import { CompanyFormFields, companyFormValidate, emptyCompanyValues, type CompanyFormValues } from '../../../components/CompanyFormFields';
import { FormActions } from '../../../components/FormActions';
import { useCreateCompany } from '../../../lib/api/companies';
import { useUpdateCompany } from '../api/update-company';

const toBody = (v: CompanyFormValues): CompanyFieldsBody => ({
  name: v.name.trim(),
  address: v.address,
  address2: v.address2,
  city: v.city,
  state: (v.state ?? '') as CompanyFieldsBody['state'],
  zip: v.zip.trim(),
});

const valuesOf = (c: Company): CompanyFormValues => ({
  name: c.name,
  address: c.address ?? '',
  address2: c.address2 ?? '',
  city: c.city ?? '',
  state: c.state,
  zip: c.zip ?? '',
});

/** Add modal: the fields, Close and Submit. */
export function AddCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateCompany();
  const form = useForm<CompanyFormValues>({ initialValues: emptyCompanyValues, validate: companyFormValidate });
  useEffect(() => {
    if (!opened) form.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- clear the form only when the modal closes
  }, [opened]);
  const submit = form.onSubmit((values) => create.mutate(toBody(values), { onSuccess: onClose }));
  return (
    <Modal opened={opened} onClose={onClose} title="Add a company" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <CompanyFormFields form={form} />
          <FormActions justify="flex-end" cancelLabel="Close" onCancel={onClose} submitLabel="Submit" loading={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Edit modal: the fields, Close, Deactivate/Activate company (after "Are you sure?") and Submit Changes. */
export function EditCompanyModal({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const update = useUpdateCompany();
  const form = useForm<CompanyFormValues>({ initialValues: emptyCompanyValues, validate: companyFormValidate });
  useEffect(() => {
    if (company) {
      form.setValues(valuesOf(company));
      form.resetDirty(valuesOf(company));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load the company's values when another company is opened, not on each refetch
  }, [company?.id]);

  if (!company) return <Modal opened={false} onClose={onClose} />;
  const activating = !company.is_active;
  const toggle = () =>
    modals.openConfirmModal({
      title: `${activating ? 'Activate' : 'Deactivate'} ${company.name}`,
      children: (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Are you sure?
          </Text>
          <Text size="sm" c="dimmed">
            {activating
              ? `Its ${company.employees.length} people become active again and can sign in.`
              : `Its ${company.employees.length} people are signed out, deactivated and removed from every project.`}
          </Text>
        </Stack>
      ),
      labels: { confirm: activating ? 'Activate company' : 'Deactivate company', cancel: 'Cancel' },
      confirmProps: { color: activating ? 'teal' : 'red' },
      onConfirm: () => update.mutate({ id: company.id, body: { is_active: activating } }, { onSuccess: onClose }),
    });
  const submit = form.onSubmit((values) => update.mutate({ id: company.id, body: toBody(values) }, { onSuccess: onClose }));

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={
        <Group gap="sm">
          <Text fw={600}>Edit company</Text>
          {activating && (
            <Badge tt="none" color="gray" variant="light">
              Inactive
            </Badge>
          )}
        </Group>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <CompanyFormFields form={form} />
          <Group justify="space-between">
            <Button variant="light" color={activating ? 'teal' : 'red'} onClick={toggle} loading={update.isPending && !form.isDirty()}>
              {activating ? 'Activate company' : 'Deactivate company'}
            </Button>
            <FormActions gap="sm" cancelLabel="Close" onCancel={onClose} submitLabel="Submit Changes" loading={update.isPending} />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
