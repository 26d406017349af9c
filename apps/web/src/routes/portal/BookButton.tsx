/**
 * "Book" on a portal quote (a calculator result or a quote's page): POST /api/v1/bookings with the
 * session, which the server takes as the partner's booking of its own quote. On the staff's pages
 * (`forPartner`), "Book for the partner": POST /fe/quotes/{id}/booking, a phone order booked on the
 * partner's behalf. Booked once, the button says so; a refusal (the quote or another service's
 * quote of the shipment booked already, gone) is said in a toast.
 */
import { Button, Group, Text } from '@mantine/core';
import { PRICE_ROUTES, QUOTE_ROUTES } from '@freight/domain';
import { IconCheck, IconTruckLoading } from '@tabler/icons-react';
import { useState } from 'react';
import { api } from '../../lib/client';
import { formatCurrency } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';

interface BookButtonProps {
  quoteId: string;
  onBooked?: () => void;
  /** Staff booking the quote for its partner (a phone order), not the partner's own booking. */
  forPartner?: boolean;
}

export function BookButton({ quoteId, onBooked, forPartner = false }: BookButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<{ total: number; currency: string } | null>(null);

  const book = async () => {
    setBusy(true);
    try {
      const result = forPartner
        ? await api.submit(QUOTE_ROUTES.book, { params: { id: quoteId } })
        : await api.submit(PRICE_ROUTES.book, { body: { quote_id: quoteId } });
      if (!result.ok) {
        toastError(result.error.message);
        return;
      }
      setBooked({ total: result.data.total, currency: result.data.currency });
      toastSuccess(t('portalPages.book.done'));
      onBooked?.();
    } catch {
      toastError(t('auth.networkError'));
    } finally {
      setBusy(false);
    }
  };

  if (booked) {
    return (
      <Group gap="xs" mt="sm" data-testid="booked">
        <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
        <Text size="sm" c="green.8">
          {t('portalPages.book.bookedAt', { total: formatCurrency(booked.total, booked.currency) })}
        </Text>
      </Group>
    );
  }
  return (
    <Group mt="sm">
      <Button size="sm" leftSection={<IconTruckLoading size={16} aria-hidden />} loading={busy} onClick={() => void book()}>
        {forPartner ? t('portalPages.book.forPartner') : t('portalPages.book.book')}
      </Button>
    </Group>
  );
}
