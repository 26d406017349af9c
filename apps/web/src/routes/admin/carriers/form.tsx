/** The carrier's page in the record pattern (view, edit, new): its fields, and on the view its surcharges, Pretend and users. */
import { Button } from '@mantine/core';
import { DEFAULT_TIMEZONE, isEmailAddress, isPhoneNumber, PHONE_INVALID_MESSAGE } from '@freight/domain';
import { Link } from 'react-router';
import { SelectField, TextField } from '../../../components/ReadOnlyField';
import { RecordForm } from '../../../components/RecordForm';
import type { CrudFormProps } from '../../../lib/crud-area';
import { capitalise } from '../../../lib/toast';
import { DEFAULT_COUNTRY } from '../../../lib/countries';
import { CountrySelect } from '../../../components/CountrySelect';
import { PretendButton } from './actions';
import { CARRIER_ROUTES, RESOURCE } from './record';
import { CarrierUsers } from './users';

interface CarrierValues extends Record<string, unknown> {
  name: string;
  country: string | null;
  email: string;
  phone: string;
  timezone: string | null;
}

function timezoneOptions(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [DEFAULT_TIMEZONE];
  }
}

function validateCarrier(values: CarrierValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'Is required';
  if (!values.country) errors.country = 'Is required';
  if (values.email.trim() && !isEmailAddress(values.email)) {
    errors.email = 'Must be a valid e-mail address';
  }
  if (values.phone.trim() && !isPhoneNumber(values.phone.trim())) errors.phone = capitalise(PHONE_INVALID_MESSAGE);
  if (!values.timezone) errors.timezone = 'Is required';
  return errors;
}

/** The carrier's page: the form, and on the view its surcharges, Pretend and users. */
export function CarrierPage({ mode, record }: CrudFormProps<typeof CARRIER_ROUTES>) {
  const timezones = timezoneOptions();
  return (
    <RecordForm<CarrierValues>
      noun="carrier"
      title={mode === 'view' ? record.name : undefined}
      resource={RESOURCE}
      mode={mode}
      id={record.id}
      initialValues={{
        name: record.name ?? '',
        country: record.country ?? DEFAULT_COUNTRY,
        email: record.email ?? '',
        phone: record.phone ?? '',
        timezone: record.timezone ?? DEFAULT_TIMEZONE,
      }}
      validate={validateCarrier}
      toPayload={(v) => ({ ...v, name: v.name.trim(), email: v.email.trim(), phone: v.phone.trim() })}
      viewActions={
        record.id ? (
          <>
            <Button variant="default" component={Link} to={`/${RESOURCE}/${record.id}/surcharges`}>
              Surcharges
            </Button>
            <PretendButton carrierId={record.id} />
          </>
        ) : null
      }
      below={mode === 'view' && record.id ? <CarrierUsers carrierId={record.id} users={record.users ?? []} /> : null}
    >
      {(form, readOnly) => (
        <>
          <TextField label="Name" withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
          <CountrySelect label="Country" withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('country')} />
          <TextField label="Email" type="email" readOnly={readOnly} {...form.getInputProps('email')} />
          <TextField label="Phone" type="tel" readOnly={readOnly} {...form.getInputProps('phone')} />
          <SelectField
            label="Timezone"
            withAsterisk={!readOnly}
            data={timezones}
            searchable
            readOnly={readOnly}
            nothingFoundMessage="Nothing found"
            {...form.getInputProps('timezone')}
          />
        </>
      )}
    </RecordForm>
  );
}
