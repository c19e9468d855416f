'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';

/** Goes one step back in the browser history; home when this page was opened directly. */
export function BackButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <Button
      variant="secondary"
      icon="arrow-left"
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push('/');
      }}
    >
      {label}
    </Button>
  );
}
