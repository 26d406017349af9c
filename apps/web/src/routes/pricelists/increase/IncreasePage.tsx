/**
 * /pricelists/increase, a general rate increase: choose the pricelists, the change, the
 * rounding and the day it takes effect; Preview (POST /fe/rate_increases?dry_run=true) shows the
 * cells that change and the revenue effect on past requests without saving; Apply, after a
 * confirmation naming the count and the day, writes each pricelist's successor (201), or follows
 * the job doing it (202), then opens the scheduled changes.
 */
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  formatDay,
  localTime,
  PARTNER_ROUTES,
  SERVICE_ROUTES,
  ZONE_ROUTES,
  type ApiError,
  type PartnerOption,
  type RateIncreasePreview,
  type ServiceOption,
} from '@freight/domain';
import { IconCalendarEvent, IconCheck, IconEye } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLoaderData, useNavigate, type NavigateFunction } from 'react-router';
import { IssuesBanner } from '../../../components/IssuesBanner';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/client';
import { fieldErrors } from '../../../lib/forms';
import { formatDate } from '../../../lib/format';
import { t as translateNow, useT } from '../../../lib/i18n';
import { canWrite } from '../../../lib/permissions';
import { ensureSession, session, useTimeZone } from '../../../lib/session';
import { toastError, toastSuccess, toastWarning } from '../../../lib/toast';
import { ApplyProgress } from './ApplyProgress';
import { ChangeFields } from './ChangeFields';
import { applyIncrease, previewIncrease, type AppliedIncrease } from './increase-api';
import { IncreasePreview } from './IncreasePreview';
import {
  bodyKey,
  initialIncreaseValues,
  isShownOnForm,
  toIncreaseBody,
  validateIncrease,
  type IncreaseValues,
  type ZoneOption,
} from './increase-values';
import { PricelistChooser } from './PricelistChooser';
import { withElements } from '../../../lib/with-elements';

export interface IncreaseData {
  /** Pricelists write (or an admin): the page is a form only for them. */
  allowed: boolean;
  services: ServiceOption[];
  partners: PartnerOption[];
  zones: ZoneOption[];
}

export async function increaseLoader(): Promise<IncreaseData> {
  await ensureSession();
  const allowed = canWrite(session.get().user, 'pricelists');
  if (!allowed) return { allowed, services: [], partners: [], zones: [] };
  const [services, partners, zones] = await Promise.all([
    api.options(SERVICE_ROUTES.options),
    api.options(PARTNER_ROUTES.options),
    api.options(ZONE_ROUTES.options),
  ]);
  return { allowed, services, partners, zones };
}

/** The day before a yyyy-mm-dd, as dd.mm.yyyy: the last day of the current pricelists. */
export function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return formatDate(new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) - 1));
}

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {n}. {title}
      </Title>
      {children}
    </Paper>
  );
}

function ScheduledLink() {
  const t = useT();
  return (
    <Button variant="default" component={Link} to="/pricelists/increases" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
      {t('increase.scheduledChanges')}
    </Button>
  );
}

/** "Increases already applied are under Scheduled changes.", the last words a link, wherever the language puts them. */
function AppliedUnder() {
  const t = useT();
  return (
    <Text size="sm" c="dimmed">
      {withElements((values) => t('increase.appliedUnder', values), {
        link: (
          <Anchor component={Link} to="/pricelists/increases">
            {t('increase.scheduledChanges')}
          </Anchor>
        ),
      })}
    </Text>
  );
}

/** The form's values and errors: its own check (once tried, against the carrier's today) over the server's refusal. */
function useIncreaseValues() {
  // The carrier's today: an increase from it or before is refused at its field, not after a preview.
  const timeZone = useTimeZone();
  const today = formatDay(localTime(Date.now(), timeZone).day);
  const [values, setValues] = useState<IncreaseValues>(() => initialIncreaseValues());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);

  const errors = { ...(attempted ? validateIncrease(values, today) : {}), ...serverErrors };
  const change = (patch: Partial<IncreaseValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors({});
  };

  /** The form's own check; false when it found something, said under the fields. */
  const checked = (): boolean => {
    setAttempted(true);
    setFailure(null);
    if (Object.keys(validateIncrease(values, today)).length === 0) return true;
    toastWarning();
    return false;
  };

  const refused = (error: ApiError) => {
    const fields = fieldErrors(error.errors);
    setServerErrors(Object.fromEntries(Object.entries(fields).filter(([key]) => isShownOnForm(key))));
    setFailure(error);
    if (Object.keys(fields).length > 0) toastWarning();
    else toastError(error.message);
  };

  return { values, errors, failure, setFailure, change, checked, refused };
}

type IncreaseForm = ReturnType<typeof useIncreaseValues>;

/** Apply's confirmation, naming the count of pricelists and the day. */
function confirmApply(answer: RateIncreasePreview, effectiveFrom: string, onConfirm: () => void) {
  const t = translateNow;
  const count = answer.pricelists.length;
  const day = formatDate(effectiveFrom);
  modals.openConfirmModal({
    title: t('increase.confirm.title', { count, day }),
    children: (
      <Stack gap="xs">
        <Text size="sm">{t('increase.confirm.text', { day, lastDay: dayBefore(effectiveFrom) })}</Text>
        <Text size="sm" c="dimmed">
          {t('increase.confirm.cancellable', { day })}
        </Text>
      </Stack>
    ),
    labels: { confirm: t('increase.confirm.apply', { count }), cancel: t('common.back') },
    onConfirm,
  });
}

/** Preview and Apply: the preview (current while the form is as previewed), the job applying a large increase, the way out. */
function useIncreaseRun(form: IncreaseForm, navigate: NavigateFunction) {
  const { values, checked, refused, setFailure } = form;
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const [preview, setPreview] = useState<{ key: string; answer: RateIncreasePreview } | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  // A new preview is below the form: brought into view, the clerk need not look for it.
  useEffect(() => {
    if (preview) previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [preview]);

  const current = preview !== null && preview.key === bodyKey(values);

  const runPreview = async () => {
    if (!checked()) return;
    setBusy('preview');
    const key = bodyKey(values);
    try {
      const result = await previewIncrease(toIncreaseBody(values));
      if (result.ok) setPreview({ key, answer: result.data });
      else refused(result.error);
    } finally {
      setBusy(null);
    }
  };

  const applied = (increase: AppliedIncrease) => {
    setJobId(null);
    toastSuccess(translateNow('increase.applied', { count: increase.successors.length, day: formatDate(increase.effective_from) }));
    navigate('/pricelists/increases');
  };

  const runApply = async () => {
    if (!checked()) return;
    setBusy('apply');
    try {
      const result = await applyIncrease(toIncreaseBody(values));
      if (!result.ok) refused(result.error);
      else if (result.data.kind === 'job') setJobId(result.data.jobId);
      else if (result.data.kind === 'proposed') {
        // Held for approval: nothing is scheduled until a second person approves it.
        toastSuccess(translateNow('approvals.proposed'));
        navigate('/pricelists/increases');
      } else applied(result.data.increase);
    } finally {
      setBusy(null);
    }
  };

  const onApply = () => preview && confirmApply(preview.answer, values.effective_from, () => void runApply());
  const jobFailed = (message: string) => {
    setJobId(null);
    toastError(message);
    setFailure({ code: 'INTERNAL', message });
  };
  // The server applies an increase to every chosen pricelist or to none.
  const refusing = preview?.answer.pricelists.filter((p) => p.problem).length ?? 0;
  return { busy, preview, jobId, previewRef, current, refusing, runPreview, applied, onApply, jobFailed };
}

type IncreaseRun = ReturnType<typeof useIncreaseRun>;

export function IncreasePage() {
  const t = useT();
  const { allowed, services, partners, zones } = useLoaderData<typeof increaseLoader>();
  const navigate = useNavigate();
  const form = useIncreaseValues();
  const run = useIncreaseRun(form, navigate);
  const { values, errors, change } = form;
  const { busy, preview, jobId, current } = run;

  if (!allowed) {
    return (
      <Stack gap={0}>
        <PageHeader title={t('increase.title')} backTo="/pricelists" actions={<ScheduledLink />} />
        <Alert color="gray">{t('increase.notAllowed')}</Alert>
      </Stack>
    );
  }

  return (
    // A form: Enter in a field previews, as Preview does.
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (busy === null && jobId === null) void run.runPreview();
      }}
    >
      <Stack gap="md">
        <PageHeader title={t('increase.title')} backTo="/pricelists" actions={<ScheduledLink />} />
        <Text size="sm" c="dimmed" maw={900} mt={-8}>
          {t('increase.intro')}
        </Text>
        <Step n={1} title={t('increase.step.pricelists')}>
          <PricelistChooser
            mode={values.mode}
            filter={values.filter}
            picked={values.picked}
            services={services}
            partners={partners}
            error={Object.entries(errors).find(([key]) => key === 'pricelists' || key.startsWith('pricelists.'))?.[1]}
            onMode={(mode) => change({ mode })}
            onFilter={(filter) => change({ filter })}
            onPicked={(picked) => change({ picked })}
          />
        </Step>
        <Step n={2} title={t('increase.step.change')}>
          <ChangeFields values={values} errors={errors} zones={zones} partners={partners} onChange={change} />
        </Step>
        <IssuesBanner error={form.failure} isShownOnForm={isShownOnForm} />
        <IncreaseActions run={run} />
        {jobId && <ApplyProgress jobId={jobId} onDone={run.applied} onFailed={run.jobFailed} />}
        {preview && (
          <Paper ref={run.previewRef} withBorder p="lg" radius="md" style={current ? undefined : { opacity: 0.6 }}>
            <IncreasePreview preview={preview.answer} />
          </Paper>
        )}
        <AppliedUnder />
      </Stack>
    </form>
  );
}

/** Preview and Apply, with why Apply waits: no preview yet, pricelists refusing the increase, or a form changed since. */
function IncreaseActions({ run }: { run: IncreaseRun }) {
  const t = useT();
  const { busy, jobId, preview, current, refusing } = run;
  return (
    <Group gap="sm">
      <Button
        type="submit"
        leftSection={<IconEye size={16} aria-hidden />}
        loading={busy === 'preview'}
        disabled={busy !== null || jobId !== null}
      >
        {t('increase.preview')}
      </Button>
      <Button
        color="green"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={run.onApply}
        loading={busy === 'apply'}
        disabled={!current || refusing > 0 || busy !== null || jobId !== null}
        title={current ? undefined : t('increase.previewFirst')}
      >
        {t('increase.apply')}
      </Button>
      {!preview && (
        <Text size="sm" c="dimmed">
          {t('increase.previewToApply')}
        </Text>
      )}
      {current && refusing > 0 && (
        <Text size="sm" c="red" role="status">
          {t('increase.refusing', { count: refusing })}
        </Text>
      )}
      {preview && !current && (
        <Text size="sm" c="orange" role="status">
          {t('increase.changedSincePreview')}
        </Text>
      )}
    </Group>
  );
}
