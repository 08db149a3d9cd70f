import { Stack, Title } from '@mantine/core';
import { useEffect, useId, type ReactNode } from 'react';
import { useConfig } from '@/lib/config';

interface PageProps {
  title: string;
  children?: ReactNode;
}

/** A screen: one h1, the document title, and its content. */
export function Page({ title, children }: PageProps) {
  const organization = useConfig()?.Organization.OrganizationName;
  const headingId = useId();
  useEffect(() => {
    document.title = organization ? `${title} · ${organization}` : title;
  }, [title, organization]);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={1} id={headingId} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
