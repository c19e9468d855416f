'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * Goes one step back in the browser history; home when this page was opened directly. The server
 * renders its look and label (children), so every page's not-found boundary carries only this.
 */
export function BackButton({ className, children }: { className?: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push('/');
      }}
    >
      {children}
    </button>
  );
}
