import type { ReactNode } from 'react';

export const metadata = { title: 'Floor', description: 'What the framework costs with an empty page.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="sk">
      <body>{children}</body>
    </html>
  );
}
