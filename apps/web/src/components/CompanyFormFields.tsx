import { Grid, Select, TextInput } from '@mantine/core';
import { schemaResolver, type UseFormReturnType } from '@mantine/form';
import { companyFieldsBody, US_STATES } from '@mudstack/contracts';

export interface CompanyFormValues {
  name: string;
  address: string;
  address2: string;
  city: string;
  state: string | null;
  zip: string;
}

export const emptyCompanyValues: CompanyFormValues = { name: '', address: '', address2: '', city: '', state: null, zip: '' };

const stateOptions = US_STATES.map(([code, name]) => ({ value: code, label: `${code} — ${name}` }));

/** The contract's own checks of the company fields (the server's schema), with its messages. */
export const companyFormValidate = schemaResolver(companyFieldsBody, { sync: true });

/** Name, address lines, city, state (the 55 US states and territories) and numeric zip. */
export function CompanyFormFields<V extends CompanyFormValues>({ form }: { form: UseFormReturnType<V> }) {
  const f = form as unknown as UseFormReturnType<CompanyFormValues>;
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput label="Company name" placeholder="Permian Gas Logging" data-autofocus {...f.getInputProps('name')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label="Address" placeholder="100 Derrick Rd" {...f.getInputProps('address')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label="Address line 2" placeholder="Suite, floor (optional)" {...f.getInputProps('address2')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label="City" placeholder="Midland" {...f.getInputProps('city')} />
      </Grid.Col>
      <Grid.Col span={{ base: 7, sm: 4 }}>
        <Select
          label="State"
          placeholder="Choose"
          data={stateOptions}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          {...f.getInputProps('state')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 3 }}>
        <TextInput
          label="Zip"
          placeholder="79701"
          inputMode="numeric"
          maxLength={10}
          {...f.getInputProps('zip')}
          onChange={(event) => f.setFieldValue('zip', event.currentTarget.value.replace(/\D/g, ''))}
        />
      </Grid.Col>
    </Grid>
  );
}
