/** The frame of the sign-in pages: the product name linking home, the language, a title and a card. */
import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../lib/contact';
import { LanguageMenu } from './LanguageMenu';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Center mih="100vh" bg="gray.0" px="md" py="xl" pos="relative">
      <Box pos="absolute" top={12} right={12}>
        <LanguageMenu />
      </Box>
      <Stack w="100%" maw={420} gap="md">
        <Anchor component={Link} to="/" underline="never" c="blue.7" fw={700} size="xl" ta="center">
          <Group gap={6} justify="center" component="span">
            <IconTruckDelivery size={28} aria-hidden />
            {PRODUCT_NAME}
          </Group>
        </Anchor>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Title order={1} size="h2" mb={subtitle ? 4 : 'md'}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" mb="md">
              {subtitle}
            </Text>
          )}
          {children}
        </Paper>
        {footer && (
          <Text size="sm" ta="center" c="dimmed">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
