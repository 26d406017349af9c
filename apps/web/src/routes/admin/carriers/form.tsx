/** The carrier's page in the record pattern (view, edit, new): its fields, and on the view its surcharges, Pretend and users. */
import { Button } from '@mantine/core';
import { DEFAULT_TIMEZONE, isEmailAddress, isPhoneNumber, type Translate } from '@freight/domain';
import { Link } from 'react-router';
import { SelectField, TextField } from '../../../components/ReadOnlyField';
import { RecordForm } from '../../../components/RecordForm';
import type { CrudFormProps } from '../../../lib/crud-area';
import { useT } from '../../../lib/i18n';
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

function validateCarrier(t: Translate, values: CarrierValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = t('admin.required');
  if (!values.country) errors.country = t('admin.required');
  if (values.email.trim() && !isEmailAddress(values.email)) {
    errors.email = t('admin.invalidEmail');
  }
  if (values.phone.trim() && !isPhoneNumber(values.phone.trim())) errors.phone = t('admin.invalidPhone');
  if (!values.timezone) errors.timezone = t('admin.required');
  return errors;
}

/** The carrier's page: the form, and on the view its surcharges, Pretend and users. */
export function CarrierPage({ mode, record }: CrudFormProps<typeof CARRIER_ROUTES>) {
  const t = useT();
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
      validate={(values) => validateCarrier(t, values)}
      toPayload={(v) => ({ ...v, name: v.name.trim(), email: v.email.trim(), phone: v.phone.trim() })}
      viewActions={
        record.id ? (
          <>
            <Button variant="default" component={Link} to={`/${RESOURCE}/${record.id}/surcharges`}>
              {t('admin.carriers.surcharges')}
            </Button>
            <PretendButton carrierId={record.id} />
          </>
        ) : null
      }
      below={mode === 'view' && record.id ? <CarrierUsers carrierId={record.id} users={record.users ?? []} /> : null}
    >
      {(form, readOnly) => (
        <>
          <TextField label={t('common.name')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
          <CountrySelect label={t('common.country')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('country')} />
          <TextField label={t('admin.email')} type="email" readOnly={readOnly} {...form.getInputProps('email')} />
          <TextField label={t('admin.phone')} type="tel" readOnly={readOnly} {...form.getInputProps('phone')} />
          <SelectField
            label={t('admin.timezone')}
            withAsterisk={!readOnly}
            data={timezones}
            searchable
            readOnly={readOnly}
            nothingFoundMessage={t('admin.nothingFound')}
            {...form.getInputProps('timezone')}
          />
        </>
      )}
    </RecordForm>
  );
}
